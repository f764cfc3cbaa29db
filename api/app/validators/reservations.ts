import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  OPENING_TIME_PATTERN,
  RESERVATION_DECLINE_REASON_MAX_LENGTH,
  RESERVATION_MAX_QUANTITY,
  RESERVATION_NOTE_MAX_LENGTH,
  RESERVATION_STATUSES,
} from '@shoplocal/shared/constants'
import { RESERVATION_MESSAGES as M } from '#messages/index'

/** Bodies and queries of the reservation calls. */

/** POST /api/reservations */
export const reservationValidator = vine.create({
  productId: vine.number().withoutDecimals().positive(),
  quantity: vine.number().withoutDecimals().min(1).max(RESERVATION_MAX_QUANTITY),
  pickupDate: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  note: vine.string().trim().maxLength(RESERVATION_NOTE_MAX_LENGTH).nullable().optional(),
})
reservationValidator.messagesProvider = new SimpleMessagesProvider({
  'productId.required': M.productNotFound,
  'productId.number': M.productNotFound,
  'productId.withoutDecimals': M.productNotFound,
  'productId.positive': M.productNotFound,
  'quantity.required': M.quantityRange,
  'quantity.number': M.quantityRange,
  'quantity.withoutDecimals': M.quantityRange,
  'quantity.min': M.quantityRange,
  'quantity.max': M.quantityRange,
  'pickupDate.required': M.pickupDateInvalid,
  'pickupDate.string': M.pickupDateInvalid,
  'pickupDate.regex': M.pickupDateInvalid,
  'note.maxLength': M.noteTooLong,
})
export type ReservationInput = Infer<typeof reservationValidator>

/** GET /api/shop-owner/reservations?status= */
export const ownerReservationsQueryValidator = vine.create({
  status: vine.enum(RESERVATION_STATUSES).optional(),
})
ownerReservationsQueryValidator.messagesProvider = new SimpleMessagesProvider({ 'status.enum': M.statusInvalid })

/** POST /api/shop-owner/reservations/{id}/confirm */
export const confirmReservationValidator = vine.create({
  readyBy: vine.string().trim().regex(OPENING_TIME_PATTERN),
})
confirmReservationValidator.messagesProvider = new SimpleMessagesProvider({
  'readyBy.required': M.readyByInvalid,
  'readyBy.string': M.readyByInvalid,
  'readyBy.regex': M.readyByInvalid,
})
export type ConfirmReservationInput = Infer<typeof confirmReservationValidator>

/** POST /api/shop-owner/reservations/{id}/decline */
export const declineReservationValidator = vine.create({
  reason: vine.string().trim().minLength(1).maxLength(RESERVATION_DECLINE_REASON_MAX_LENGTH),
})
declineReservationValidator.messagesProvider = new SimpleMessagesProvider({
  'reason.required': M.declineReasonRequired,
  'reason.string': M.declineReasonRequired,
  'reason.minLength': M.declineReasonRequired,
  'reason.maxLength': M.declineReasonRequired,
})
export type DeclineReservationInput = Infer<typeof declineReservationValidator>

/** POST /api/guest-session/confirm */
export const guestConfirmValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/),
})

/** POST /api/shop-owner/shops/{id}/closures */
export const closureValidator = vine.create({
  startsOn: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  endsOn: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  note: vine.string().trim().maxLength(200).nullable().optional(),
})
closureValidator.messagesProvider = new SimpleMessagesProvider({
  'startsOn.required': M.closureDates,
  'startsOn.regex': M.closureDates,
  'endsOn.required': M.closureDates,
  'endsOn.regex': M.closureDates,
  'note.maxLength': M.noteTooLong,
})
export type ClosureInput = Infer<typeof closureValidator>

/** PUT /api/shop-owner/shops/{id}/temporarily-closed */
export const temporarilyClosedValidator = vine.create({ temporarilyClosed: vine.boolean() })
