import type {
  GuestSessionResponse,
  OwnerReservationsResponse,
  Reservation,
  ReservationActionResponse,
  ReservationCreatedResponse,
} from '@shoplocal/shared/types'
import type { ReservationOwnerAction, ReservationStatus } from '@shoplocal/shared/constants'
import { apiPost, browserApi } from '../../lib/api/browser.ts'

export interface ReservationPayload {
  productId: number
  quantity: number
  pickupDate: string
  note: string | null
}

/** Reserve and collect calls; writes throw the ApiError the submit hook shows, reads answer an ApiResult. */
export const postReservation = (payload: ReservationPayload) => apiPost<ReservationCreatedResponse>('/api/reservations', payload)
export const sendGuestCode = () => apiPost<{ message: string }>('/api/guest-session/code')
export const confirmGuestCode = (code: string) => apiPost<GuestSessionResponse>('/api/guest-session/confirm', { code })
export const fetchMyReservations = () => browserApi.get<Reservation[]>('/api/account/reservations')
export const cancelReservation = (id: number) => apiPost<ReservationActionResponse>(`/api/account/reservations/${id}/cancel`)
export const fetchOwnerReservations = (status: ReservationStatus | null) =>
  browserApi.get<OwnerReservationsResponse>(`/api/shop-owner/reservations${status ? `?status=${status}` : ''}`)
export const answerReservation = (id: number, action: ReservationOwnerAction, body: object = {}) =>
  apiPost<ReservationActionResponse>(`/api/shop-owner/reservations/${id}/${action}`, body)
