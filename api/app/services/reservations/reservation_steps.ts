/*
 * A reservation moves from one status to the next with one conditional UPDATE (`status IN (from)`), so two
 * answers at once (the owner's decline and the customer's cancel, or the expiry job) cannot both apply: the
 * second finds the status already changed and is refused with the status it found. Ending a reservation
 * releases its hold (or, when collected, turns it into a stock decrease) in the same transaction.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { OPEN_RESERVATION_STATUSES, type ReservationStatus } from '@shoplocal/shared/constants'
import type { Reservation } from '@shoplocal/shared/types'
import { toSqlDateTime, type Row } from '#helpers/sql_values'
import { reservationErrors } from '#services/reservations/reservation_errors'
import { reservationRows, toReservation } from '#services/reservations/reservation_presenter'
import { collectStock, releaseStock } from '#services/reservations/stock_holds'

export interface Step {
  from: readonly ReservationStatus[]
  to: ReservationStatus
  changes?: Record<string, string | null>
}

interface Moved {
  row: Row
  reservation: Reservation
}

/** Moves the reservation if its status is one of `from`; 409 with its current status otherwise. */
export async function moveReservation(trx: TransactionClientContract, id: number, step: Step, now = new Date()): Promise<Moved> {
  const stamp = toSqlDateTime(now)
  const ends = !OPEN_RESERVATION_STATUSES.includes(step.to)
  const moved = await trx
    .from('reservations')
    .where('id', id)
    .whereIn('status', [...step.from])
    .update({ ...step.changes, status: step.to, updated_at: stamp, ...(ends ? { closed_at: stamp } : {}) })
  const row = await reservationRows(trx).where('r.id', id).first()
  if (!row) throw reservationErrors.notFound()
  if (Number(moved) !== 1) throw reservationErrors.wrongStep(String(row.status))
  const target = { productId: Number(row.product_id), shopId: Number(row.shop_id), quantity: Number(row.quantity) }
  if (step.to === 'collected') await collectStock(trx, target)
  else if (ends) await releaseStock(trx, target)
  return { row, reservation: toReservation(row, true) }
}
