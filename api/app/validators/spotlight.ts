import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  ALL_FILTER,
  FIELD_LENGTHS,
  SPOTLIGHT_IMAGES,
  SPOTLIGHT_MONTHS,
  SPOTLIGHT_PRIORITY,
  SPOTLIGHT_STATUSES,
} from '@shoplocal/shared/constants'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { imageAddress } from '#validators/owner'

/*
 * Bodies of the spotlight calls, with the messages the dashboard and the
 * console show. The price is never part of a body: the API computes it.
 */

/** POST /api/spotlight/submit. */
export const submitSpotlightValidator = vine.create({
  productId: vine.number().withoutDecimals().min(1),
  durationMonths: vine.number().withoutDecimals().range([SPOTLIGHT_MONTHS.min, SPOTLIGHT_MONTHS.max]),
  images: vine
    .array(
      vine
        .string()
        .trim()
        .maxLength(FIELD_LENGTHS.shop.profileImageUrl)
        .use(imageAddress({ inline: false })),
    )
    .maxLength(SPOTLIGHT_IMAGES.max)
    .optional(),
  /** The product's own photo as the spotlight's first picture, instead of (or before) new uploads. */
  useProductPhoto: vine.boolean().optional(),
})
submitSpotlightValidator.messagesProvider = new SimpleMessagesProvider({
  'productId.required': M.spotlightProductMissing,
  'productId.number': M.spotlightProductMissing,
  'productId.withoutDecimals': M.spotlightProductMissing,
  'productId.min': M.spotlightProductMissing,
  'durationMonths.required': M.spotlightDurationRange,
  'durationMonths.number': M.spotlightDurationRange,
  'durationMonths.withoutDecimals': M.spotlightDurationRange,
  'durationMonths.range': M.spotlightDurationRange,
  'images.required': M.spotlightImagesMissing,
  'images.array': M.spotlightImagesMissing,
  'images.array.maxLength': M.spotlightTooManyImages,
  'images.*.maxLength': M.imageUrlInvalid,
  'images.*.string': M.imageUrlInvalid,
})
export type SubmitSpotlightInput = Infer<typeof submitSpotlightValidator>

/** PATCH /api/admin/spotlight/{id}/approve. */
export const approveSpotlightValidator = vine.create({
  priority: vine.number().withoutDecimals().range([SPOTLIGHT_PRIORITY.min, SPOTLIGHT_PRIORITY.max]).optional(),
})
approveSpotlightValidator.messagesProvider = new SimpleMessagesProvider({
  'priority.number': M.spotlightPriorityRange,
  'priority.withoutDecimals': M.spotlightPriorityRange,
  'priority.range': M.spotlightPriorityRange,
})

/** PATCH /api/admin/spotlight/{id}/reject: the reason may be left empty (the API's default is recorded). */
export const rejectSpotlightValidator = vine.create({
  reason: vine.string().trim().maxLength(500).optional(),
})

/** PATCH /api/admin/spotlight/{id}/force-reject: removing a live spotlight needs a reason. */
export const forceRejectSpotlightValidator = vine.create({
  reason: vine.string().trim().minLength(1).maxLength(500),
})
forceRejectSpotlightValidator.messagesProvider = new SimpleMessagesProvider({
  'reason.required': M.forceRejectReasonRequired,
  'reason.minLength': M.forceRejectReasonRequired,
})

/** GET /api/admin/spotlight/requests. */
export const spotlightListValidator = vine.create({
  status: vine.enum([ALL_FILTER, ...SPOTLIGHT_STATUSES]).optional(),
  page: vine.number().withoutDecimals().optional(),
  limit: vine.number().withoutDecimals().min(1).optional(),
})
export type SpotlightListQuery = Infer<typeof spotlightListValidator>
