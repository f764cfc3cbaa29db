/*
 * The shop's side: GET /api/shop-owner/reservations and POST /api/shop-owner/reservations/{id}/{action}.
 * The controller has checked (ReservationPolicy) that the reservation belongs to one of the caller's shops.
 */
import db from '@adonisjs/lucid/services/db'
import type { ReservationOwnerAction, ReservationStatus } from '@shoplocal/shared/constants'
import { isWithinHours } from '@shoplocal/shared/rules'
import type { OwnerReservationsResponse, Reservation } from '@shoplocal/shared/types'
import { RESERVATION_MESSAGES as M } from '#messages/index'
import { reservationErrors } from '#services/reservations/reservation_errors'
import { tellCustomer } from '#services/reservations/reservation_notices'
import { reservationRows, toReservation } from '#services/reservations/reservation_presenter'
import { moveReservation } from '#services/reservations/reservation_steps'
import { calendarOf } from '#services/reservations/shop_calendar'
import type { ConfirmReservationInput, DeclineReservationInput } from '#validators/reservations'

/** The most a list shows: a shop answers reservations within days, so older ones matter little. */
const LIST_LIMIT = 200

export async function ownerReservations(ownerId: number, status?: ReservationStatus): Promise<OwnerReservationsResponse> {
  const query = reservationRows(db).where('s.owner_id', ownerId).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(LIST_LIMIT)
  if (status) query.where('r.status', status)
  const [{ total }] = await db
    .from('reservations as r')
    .join('shops as s', 's.id', 'r.shop_id')
    .where('s.owner_id', ownerId)
    .where('r.status', 'requested')
    .count('* as total')
  return { reservations: (await query).map((row) => toReservation(row, true)), requestedCount: Number(total) }
}

export type OwnerActionInput =
  | { action: Extract<ReservationOwnerAction, 'confirm'>; input: ConfirmReservationInput }
  | { action: Extract<ReservationOwnerAction, 'decline'>; input: DeclineReservationInput }
  | { action: Extract<ReservationOwnerAction, 'ready' | 'collected'> }

export async function answerReservation(id: number, request: OwnerActionInput): Promise<{ message: string; reservation: Reservation }> {
  return db.transaction(async (trx) => {
    switch (request.action) {
      case 'confirm': {
        const row = await reservationRows(trx).where('r.id', id).select('s.temporarily_closed').first()
        if (!row) throw reservationErrors.notFound()
        const shop = { id: row.shop_id, opening_hours: row.shop_opening_hours, temporarily_closed: row.temporarily_closed }
        const calendar = await calendarOf(trx, shop, row.pickup_date)
        if (!isWithinHours(calendar, String(row.pickup_date), request.input.readyBy)) {
          throw reservationErrors.invalidField('readyBy', M.readyByOutsideHours)
        }
        const changes = { ready_by: request.input.readyBy }
        // Confirmed again with the same time (a second click) changes nothing the customer needs to hear.
        const unchanged = row.status === 'confirmed' && row.ready_by === request.input.readyBy
        const moved = await moveReservation(trx, id, { from: ['requested', 'confirmed'], to: 'confirmed', changes })
        if (!unchanged) await tellCustomer(trx, moved.row, moved.reservation, 'reservation_confirmed')
        return { message: M.confirmed, reservation: moved.reservation }
      }
      case 'ready': {
        const moved = await moveReservation(trx, id, { from: ['requested', 'confirmed'], to: 'ready' })
        await tellCustomer(trx, moved.row, moved.reservation, 'reservation_ready')
        return { message: M.ready, reservation: moved.reservation }
      }
      case 'collected': {
        const moved = await moveReservation(trx, id, { from: ['requested', 'confirmed', 'ready'], to: 'collected' })
        return { message: M.collected, reservation: moved.reservation }
      }
      case 'decline': {
        const reason = request.input.reason
        const changes = { decline_reason: reason }
        const moved = await moveReservation(trx, id, { from: ['requested', 'confirmed', 'ready'], to: 'declined', changes })
        await tellCustomer(trx, moved.row, moved.reservation, 'reservation_declined', { reason })
        return { message: M.declined, reservation: moved.reservation }
      }
    }
  })
}
