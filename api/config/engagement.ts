import { REVIEWS_PER_ADDRESS_PER_HOUR, REVIEWS_PER_SHOP_PER_HOUR } from '@shoplocal/shared/constants'
import env from '#start/env'

/*
 * How many contact messages and reviews one client address, and one shop (with its products), may receive
 * in an hour; counted in the database, so every API process shares the counts.
 */
export const engagementLimits = {
  contactPerAddressPerHour: env.get('CONTACT_PER_ADDRESS_PER_HOUR') ?? 10,
  contactPerShopPerHour: env.get('CONTACT_PER_SHOP_PER_HOUR') ?? 60,
  reviewsPerAddressPerHour: env.get('REVIEWS_PER_ADDRESS_PER_HOUR') ?? REVIEWS_PER_ADDRESS_PER_HOUR,
  reviewsPerShopPerHour: env.get('REVIEWS_PER_SHOP_PER_HOUR') ?? REVIEWS_PER_SHOP_PER_HOUR,
  /** Review codes mailed to one recipient address a day, however many reviews name it (beyond: none, the answer unchanged). */
  reviewCodeMailsPerDay: env.get('REVIEW_CODE_MAILS_PER_DAY') ?? 5,
}
