/*
 * POST /api/reservations: a customer or confirmed guest holds a product for pickup. Everything happens in one
 * transaction that first locks the holder's row, so the open-reservation limit cannot be passed by requests
 * sent together; the stock itself is taken by one conditional UPDATE (stock_holds.ts), so the last items are
 * never held twice. A refusal leaves nothing behind.
 */
import { randomInt } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  OPEN_RESERVATION_STATUSES,
  RESERVATION_MAX_OPEN,
  RESERVATION_NO_SHOW_LIMIT,
  RESERVATION_NO_SHOW_WINDOW_DAYS,
  RESERVATION_PAUSE_DAYS,
} from '@shoplocal/shared/constants'
import { dublinDateOf, formatDate, pickupDays } from '@shoplocal/shared/rules'
import type { Reservation } from '@shoplocal/shared/types'
import { RESERVATION_MESSAGES as M } from '#messages/index'
import { fromSqlDateTime, toSqlDateTime, type Row } from '#helpers/sql_values'
import { wherePublicProduct, wherePublicShop } from '#services/catalogue/public_scope'
import { reservationErrors } from '#services/reservations/reservation_errors'
import { whereHolder, type ReservationHolder } from '#services/reservations/reservation_holder'
import { tellShop } from '#services/reservations/reservation_notices'
import { reservationRows, toReservation } from '#services/reservations/reservation_presenter'
import { calendarOf } from '#services/reservations/shop_calendar'
import { holdStock } from '#services/reservations/stock_holds'
import type { ReservationInput } from '#validators/reservations'

const DAY_MS = 24 * 60 * 60 * 1000
const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A short reference the customer can say at the counter: 'R-' and six letters or digits that cannot be misread. */
function newReference(): string {
  return `R-${Array.from({ length: 6 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`
}

async function lockHolder(trx: TransactionClientContract, holder: ReservationHolder) {
  if (trx.dialect.name !== 'mysql') return
  if (holder.kind === 'customer') await trx.from('users').where('id', holder.userId).forUpdate().select('id')
  else await trx.from('guest_sessions').where('id', holder.guestSessionId).forUpdate().select('id')
}

/** The end of a pause for not collecting: RESERVATION_PAUSE_DAYS after the latest of enough recent no-shows. */
async function pausedUntil(trx: TransactionClientContract, holder: ReservationHolder, now: Date): Promise<Date | null> {
  const query = trx
    .from('reservations as r')
    .where('r.status', 'uncollected')
    .where('r.closed_at', '>', toSqlDateTime(new Date(now.getTime() - RESERVATION_NO_SHOW_WINDOW_DAYS * DAY_MS)))
    .orderBy('r.closed_at', 'desc')
    .select('r.closed_at')
  whereHolder(query, holder)
  const rows = await query
  if (rows.length < RESERVATION_NO_SHOW_LIMIT) return null
  const until = new Date(fromSqlDateTime(rows[0].closed_at).getTime() + RESERVATION_PAUSE_DAYS * DAY_MS)
  return until > now ? until : null
}

async function openCount(trx: TransactionClientContract, holder: ReservationHolder): Promise<number> {
  const query = trx
    .from('reservations as r')
    .whereIn('r.status', [...OPEN_RESERVATION_STATUSES])
    .count('* as total')
  whereHolder(query, holder)
  const [row] = await query
  return Number(row.total)
}

async function publicProduct(trx: TransactionClientContract, productId: number): Promise<Row> {
  const query = trx
    .from('products as p')
    .join('shops as s', 's.id', 'p.shop_id')
    .where('p.id', productId)
    .select('p.id', 'p.shop_id', 'p.stock', 'p.held_stock', 's.owner_id', 's.opening_hours', 's.temporarily_closed', 's.id as shop_id')
  wherePublicProduct(query)
  wherePublicShop(query)
  const row = await query.first()
  if (!row) throw reservationErrors.productNotFound()
  return row
}

export async function reserve(holder: ReservationHolder, input: ReservationInput, now = new Date()): Promise<Reservation> {
  return db.transaction(async (trx) => {
    await lockHolder(trx, holder)
    const product = await publicProduct(trx, input.productId)
    if (holder.kind === 'customer' && Number(product.owner_id) === holder.userId) throw reservationErrors.ownShop()
    const until = await pausedUntil(trx, holder, now)
    if (until) throw reservationErrors.paused(formatDate(until))
    if ((await openCount(trx, holder)) >= RESERVATION_MAX_OPEN) throw reservationErrors.tooManyOpen()
    if (product.stock === null || product.stock === undefined) throw reservationErrors.invalidField('productId', M.notCounted)
    const calendar = await calendarOf(trx, { ...product, id: product.shop_id }, dublinDateOf(now))
    if (!pickupDays(calendar, now).includes(input.pickupDate)) throw reservationErrors.invalidField('pickupDate', M.pickupDateClosed)
    const target = { productId: Number(product.id), shopId: Number(product.shop_id), quantity: input.quantity }
    if (!(await holdStock(trx, target))) {
      const fresh = await trx.from('products').where('id', target.productId).select('stock', 'held_stock').first()
      throw reservationErrors.invalidField('quantity', M.notEnough(Math.max(0, Number(fresh.stock) - Number(fresh.held_stock))))
    }
    const stamp = toSqlDateTime(now)
    const [id] = await trx.table('reservations').insert({
      reference: newReference(),
      product_id: target.productId,
      shop_id: target.shopId,
      user_id: holder.kind === 'customer' ? holder.userId : null,
      guest_session_id: holder.kind === 'guest' ? holder.guestSessionId : null,
      contact_email: holder.kind === 'guest' ? holder.email : null,
      contact_phone: holder.kind === 'guest' ? holder.phone : null,
      quantity: input.quantity,
      pickup_date: input.pickupDate,
      note: input.note || null,
      status: 'requested',
      created_at: stamp,
      updated_at: stamp,
    })
    const row = await reservationRows(trx).where('r.id', Number(id)).first()
    const reservation = toReservation(row)
    await tellShop(trx, row, reservation, 'reservation_requested', { personName: toReservation(row, true).customer?.name ?? null })
    return reservation
  })
}
