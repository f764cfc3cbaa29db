/*
 * A shop's closures and its "temporarily closed" switch (the owner's calendar), and the Irish public holidays
 * of the coming year offered as suggestions: never applied until the owner adds one. Each change is a catalogue
 * change of the shop, since its page and cards say whether it is closed.
 */
import db from '@adonisjs/lucid/services/db'
import { dublinDateOf, irishPublicHolidays } from '@shoplocal/shared/rules'
import type { ShopClosure, ShopClosuresResponse } from '@shoplocal/shared/types'
import { RESERVATION_MESSAGES as M } from '#messages/index'
import { toSqlDateTime } from '#helpers/sql_values'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { reservationErrors } from '#services/reservations/reservation_errors'
import { closuresOf, toShopClosure } from '#services/reservations/shop_calendar'
import type { ClosureInput } from '#validators/reservations'

/** Suggestions are public holidays of the next twelve months that no closure covers yet, with their names as the note. */
export type ShopCalendarAnswer = ShopClosuresResponse

export async function shopCalendar(shopId: number, now = new Date()): Promise<ShopCalendarAnswer> {
  const today = dublinDateOf(now)
  const closures = await closuresOf(db, shopId, today)
  const shop = await db.from('shops').where('id', shopId).select('temporarily_closed').firstOrFail()
  const year = Number(today.slice(0, 4))
  const yearAhead = `${year + 1}${today.slice(4)}`
  const suggestions = [...irishPublicHolidays(year), ...irishPublicHolidays(year + 1)]
    .filter((holiday) => holiday.day >= today && holiday.day < yearAhead)
    .filter((holiday) => !closures.some((closure) => closure.startsOn <= holiday.day && holiday.day <= closure.endsOn))
    .map((holiday) => ({ startsOn: holiday.day, endsOn: holiday.day, note: holiday.name }))
  return { closures, temporarilyClosed: Boolean(shop.temporarily_closed), suggestions }
}

export async function addClosure(shopId: number, input: ClosureInput): Promise<ShopClosure> {
  if (input.endsOn < input.startsOn) throw reservationErrors.invalidField('endsOn', M.closureOrder)
  return db.transaction(async (trx) => {
    const [id] = await trx.table('shop_closures').insert({
      shop_id: shopId,
      starts_on: input.startsOn,
      ends_on: input.endsOn,
      note: input.note || null,
      created_at: toSqlDateTime(new Date()),
    })
    await recordCatalogueChange({ shopIds: [shopId] }, trx)
    return toShopClosure(await trx.from('shop_closures').where('id', Number(id)).first())
  })
}

export async function removeClosure(shopId: number, closureId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const removed = await trx.from('shop_closures').where({ id: closureId, shop_id: shopId }).delete()
    if (Number(removed) !== 1) throw reservationErrors.closureNotFound()
    await recordCatalogueChange({ shopIds: [shopId] }, trx)
  })
}

export async function setTemporarilyClosed(shopId: number, closed: boolean): Promise<string> {
  await db.transaction(async (trx) => {
    await trx.from('shops').where('id', shopId).update({ temporarily_closed: closed })
    await recordCatalogueChange({ shopIds: [shopId] }, trx)
  })
  return closed ? M.temporarilyClosed : M.reopened
}
