/*
 * The owner's side of the trader checks: reading the form's values and saving them. A changed detail loses its
 * tick, so the admin checks what is there now; completing the details shows a shop hidden for lacking them.
 */
import db from '@adonisjs/lucid/services/db'
import type { TraderCheckItem } from '@shoplocal/shared/constants'
import { normalizeEmail, normalizeIban, normalizePhone, normalizeRegisterNumber, normalizeVatNumber } from '@shoplocal/shared/rules'
import type { OwnerTraderResponse, TraderDetails } from '@shoplocal/shared/types'
import { traderSettings } from '#config/trader'
import { toSqlDateTime, type Row } from '#helpers/sql_values'
import type Shop from '#models/shop'
import { storedChecks, toTraderDetails } from '#services/trader/trader_presenters'
import { identityUrlOf, traderRowOf } from '#services/trader/trader_rows'
import { showAgainWhenComplete } from '#services/trader/trader_visibility'
import type { TraderInput } from '#validators/trader'

/** Which checklist item each stored column belongs to. */
const COLUMN_ITEMS: Record<string, TraderCheckItem> = {
  legal_name: 'legalName',
  address: 'address',
  phone: 'phone',
  email: 'email',
  register: 'register',
  register_number: 'register',
  vat_number: 'vatNumber',
  iban: 'iban',
}

function columnsOf(input: TraderInput) {
  const register = input.register ?? null
  return {
    legal_name: input.legalName.trim(),
    address: input.address.trim(),
    phone: normalizePhone(input.phone),
    email: normalizeEmail(input.email),
    register,
    register_number: register && input.registerNumber ? normalizeRegisterNumber(input.registerNumber) : null,
    vat_number: input.vatNumber ? normalizeVatNumber(input.vatNumber) : null,
    iban: normalizeIban(input.iban),
  }
}

/** The owner's form: this shop's details, or the latest of their other shops' to start from. */
export async function ownerTrader(shop: Shop): Promise<OwnerTraderResponse> {
  const row = await traderRowOf(shop.id)
  const other: Row | null = row
    ? null
    : ((await db
        .from('shop_traders')
        .where('owner_id', shop.ownerId)
        .whereNotNull('shop_id')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .first()) ?? null)
  return {
    trader: row ? toTraderDetails(row, identityUrlOf(shop.id)) : null,
    fromOtherShop: other ? { ...toTraderDetails(other, identityUrlOf(Number(other.shop_id))), identityDocumentUrl: null } : null,
    deadline: traderSettings.deadline,
  }
}

export async function saveTraderDetails(shop: Shop, input: TraderInput): Promise<TraderDetails> {
  const columns = columnsOf(input)
  const now = toSqlDateTime(new Date())
  const saved = await db.transaction(async (trx) => {
    const existing = await traderRowOf(shop.id, trx)
    if (!existing) {
      await trx.table('shop_traders').insert({
        ...columns,
        shop_id: shop.id,
        owner_id: shop.ownerId,
        shop_name: shop.name,
        self_certified_at: now,
        checks: '{}',
        created_at: now,
        updated_at: now,
      })
    } else {
      const checks = storedChecks(existing)
      for (const [column, value] of Object.entries(columns)) {
        if ((existing[column] ?? null) !== value) delete checks[COLUMN_ITEMS[column]]
      }
      await trx
        .from('shop_traders')
        .where('id', Number(existing.id))
        .update({
          ...columns,
          shop_name: shop.name,
          ...(existing.self_certified_at ? {} : { self_certified_at: now }),
          checks: JSON.stringify(checks),
          updated_at: now,
        })
    }
    const row = (await traderRowOf(shop.id, trx))!
    await showAgainWhenComplete(trx, shop.id, row)
    return row
  })
  return toTraderDetails(saved, identityUrlOf(shop.id))
}
