import type { ReservationStatus } from '../constants/reservations.ts'
import type { IsoDateString } from './common.ts'
import type { OpeningHoursRow } from './catalogue.ts'

/** A shop's closure: calendar days in Ireland, both included. */
export interface ShopClosure {
  id: number
  startsOn: string
  endsOn: string
  note: string | null
}

/** GET /api/shop-owner/shops/{id}/closures: the owner's calendar of one shop. */
export interface ShopClosuresResponse {
  /** Closures not yet ended, earliest first. */
  closures: ShopClosure[]
  temporarilyClosed: boolean
  /** Irish public holidays of the next twelve months no closure covers: offered, never applied by themselves. */
  suggestions: Omit<ShopClosure, 'id'>[]
}

/** A reservation as its customer and its shop see it. */
export interface Reservation {
  id: number
  reference: string
  status: ReservationStatus
  quantity: number
  /** 'YYYY-MM-DD', a day in Ireland. */
  pickupDate: string
  /** 'HH:MM' on the pickup day, once the shop confirmed. */
  readyBy: string | null
  note: string | null
  declineReason: string | null
  createdAt: IsoDateString
  product: { id: number; name: string; price: number; imageUrl: string | null }
  shop: {
    id: number
    name: string
    address: string | null
    location: string
    openingHoursSchedule: OpeningHoursRow[] | null
    directionsUrl: string
  }
  /** Who reserved: shown to the shop only (null in the customer's own list). */
  customer: { name: string; email: string | null; phone: string | null } | null
}

export interface ReservationCreatedResponse {
  message: string
  reservation: Reservation
}

export interface ReservationActionResponse {
  message: string
  reservation: Reservation
}

/** GET /api/shop-owner/reservations: newest first, with the number still waiting for an answer. */
export interface OwnerReservationsResponse {
  reservations: Reservation[]
  requestedCount: number
}
