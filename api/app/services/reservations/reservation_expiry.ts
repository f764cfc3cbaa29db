/*
 * The scheduled end of holds (jobs.ts, 'reservation_expiry'): a request the shop has not answered within
 * RESERVATION_ANSWER_HOURS expires, and a confirmed or ready reservation not collected by the end of its
 * pickup day plus one more day on which the shop opens becomes 'uncollected' (which counts towards the
 * no-show pause). Both release the stock and tell the customer. Days are read in Europe/Dublin.
 */
import db from '@adonisjs/lucid/services/db'
import { RESERVATION_ANSWER_HOURS } from '@shoplocal/shared/constants'
import { dublinDateOf, nextOpenDay } from '@shoplocal/shared/rules'
import { RESERVATION_MESSAGES as M } from '#messages/index'
import { ApiError } from '#exceptions/api_error'
import { toSqlDateTime } from '#helpers/sql_values'
import { tellCustomer } from '#services/reservations/reservation_notices'
import { moveReservation, type Step } from '#services/reservations/reservation_steps'
import { calendarOf } from '#services/reservations/shop_calendar'

const HOUR_MS = 60 * 60 * 1000

async function end(id: number, step: Step, reason: string, now: Date): Promise<boolean> {
  try {
    await db.transaction(async (trx) => {
      const moved = await moveReservation(trx, id, step, now)
      await tellCustomer(trx, moved.row, moved.reservation, 'reservation_expired', { reason })
    })
    return true
  } catch (error) {
    // Answered, cancelled or ended by someone else meanwhile (409): nothing left to do for this one.
    if (error instanceof ApiError && error.status === 409) return false
    throw error
  }
}

/** Ends the holds that ran out; returns how many. */
export async function expireReservations(now = new Date()): Promise<number> {
  let ended = 0
  const unanswered = await db
    .from('reservations')
    .where('status', 'requested')
    .where('created_at', '<=', toSqlDateTime(new Date(now.getTime() - RESERVATION_ANSWER_HOURS * HOUR_MS)))
    .select('id')
  for (const { id } of unanswered) {
    if (await end(Number(id), { from: ['requested'], to: 'expired' }, M.noAnswer, now)) ended++
  }
  const today = dublinDateOf(now)
  const past = await db
    .from('reservations as r')
    .join('shops as s', 's.id', 'r.shop_id')
    .whereIn('r.status', ['confirmed', 'ready'])
    .where('r.pickup_date', '<', today)
    .select('r.id', 'r.pickup_date', 's.id as shop_id', 's.opening_hours', 's.temporarily_closed')
  for (const row of past) {
    const calendar = await calendarOf(
      db,
      { id: row.shop_id, opening_hours: row.opening_hours, temporarily_closed: row.temporarily_closed },
      row.pickup_date,
    )
    if (nextOpenDay(calendar, String(row.pickup_date)) >= today) continue
    if (await end(Number(row.id), { from: ['confirmed', 'ready'], to: 'uncollected' }, M.notCollected, now)) ended++
  }
  return ended
}
