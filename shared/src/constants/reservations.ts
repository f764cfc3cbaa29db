/** The most items of one product a shop may count. */
export const PRODUCT_STOCK_MAX = 100_000

/** Reserve and collect: the limits both the API and the reserve form check. */
export const RESERVATION_MAX_QUANTITY = 5
/** Open (requested, confirmed or ready) reservations one customer or guest may have at once. */
export const RESERVATION_MAX_OPEN = 5
/** A pickup day is today or one of the days after it, this many days in all. */
export const RESERVATION_PICKUP_DAYS = 7
export const RESERVATION_NOTE_MAX_LENGTH = 500
export const RESERVATION_DECLINE_REASON_MAX_LENGTH = 500
/** A shop that has not answered a request within this many hours lets it expire. */
export const RESERVATION_ANSWER_HOURS = 24
/** Uncollected reservations within RESERVATION_NO_SHOW_WINDOW_DAYS that pause reserving for RESERVATION_PAUSE_DAYS. */
export const RESERVATION_NO_SHOW_LIMIT = 3
export const RESERVATION_NO_SHOW_WINDOW_DAYS = 90
export const RESERVATION_PAUSE_DAYS = 30

export const RESERVATION_STATUSES = [
  'requested',
  'confirmed',
  'ready',
  'collected',
  'declined',
  'cancelled',
  'expired',
  'uncollected',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]
/** Statuses that still hold stock. */
export const OPEN_RESERVATION_STATUSES: readonly ReservationStatus[] = ['requested', 'confirmed', 'ready']
/** What the shop can do with a reservation: the last part of POST /api/shop-owner/reservations/{id}/{action}. */
export type ReservationOwnerAction = 'confirm' | 'ready' | 'collected' | 'decline'
