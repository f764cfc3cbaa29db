import { REVIEWS_PER_ADDRESS_PER_HOUR } from '@shoplocal/shared/constants'
import env from '#start/env'

/*
 * How many contact messages one client address, and one shop, may receive in an hour, and how many reviews
 * one client address may write; counted in the database, so every API process shares the counts.
 */
export const engagementLimits = {
  contactPerAddressPerHour: env.get('CONTACT_PER_ADDRESS_PER_HOUR') ?? 10,
  contactPerShopPerHour: env.get('CONTACT_PER_SHOP_PER_HOUR') ?? 60,
  reviewsPerAddressPerHour: env.get('REVIEWS_PER_ADDRESS_PER_HOUR') ?? REVIEWS_PER_ADDRESS_PER_HOUR,
  /** Review codes mailed to one recipient address a day, however many reviews name it (beyond: none, the answer unchanged). */
  reviewCodeMailsPerDay: env.get('REVIEW_CODE_MAILS_PER_DAY') ?? 5,
}

/*
 * A burst of new reviewers on one shop: when more than `newcomers` reviews by newcomers (no account, or an
 * account younger than `establishedAccountDays` days) about one shop and its products publish within
 * `windowMinutes`, all of those newcomers' reviews are held for an admin instead of counting. Nobody is
 * refused, and an established account's review still publishes.
 */
export const reviewBurst = {
  newcomers: env.get('REVIEW_BURST_NEWCOMERS') ?? 5,
  windowMinutes: env.get('REVIEW_BURST_WINDOW_MINUTES') ?? 60,
  establishedAccountDays: env.get('REVIEW_ESTABLISHED_ACCOUNT_DAYS') ?? 7,
}
