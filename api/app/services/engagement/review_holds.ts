/*
 * A crowd of new reviewers cannot wreck a rating. A review by a newcomer (no account, or an account younger
 * than `reviewBurst.establishedAccountDays`) is marked as such when written; when more than
 * `reviewBurst.newcomers` newcomers' reviews about one shop and its products have published within
 * `reviewBurst.windowMinutes`, every one of them in that window is held (`held_at`): uncounted and unlisted
 * until an admin approves it (services/trust/held_reviews.ts). The ones that published before the burst showed
 * itself are held too, so the flood as a whole moves nothing; nobody is refused, and an established account's
 * review keeps publishing.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import { reviewBurst } from '#config/engagement'
import { toSqlDateTime, type Row } from '#helpers/sql_values'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/** Whether an account (or a guest: null) is a newcomer among reviewers. */
export function isNewcomer(account: { createdAt: DateTime } | null): boolean {
  if (!account) return true
  return account.createdAt.toMillis() > Date.now() - reviewBurst.establishedAccountDays * DAY_MS
}

/** The reviews a burst just held, as the shop or product whose figures must be recomputed. */
interface HeldTarget {
  shopId: number
  productId: number | null
}

/**
 * Holds the window's newcomer reviews of a shop once they exceed the burst size; called in the transaction
 * that published one, with the shop's row locked. Returns the targets whose counted reviews changed.
 */
export async function holdBurst(trx: TransactionClientContract, shopId: number): Promise<HeldTarget[]> {
  const since = toSqlDateTime(new Date(Date.now() - reviewBurst.windowMinutes * MINUTE_MS))
  const inWindow = () =>
    trx
      .from('reviews')
      .where('shop_id', shopId)
      .where('newcomer', true)
      .where('is_confirmed', true)
      .whereNull('hidden_at')
      .where('created_at', '>=', since)
  const counted = await inWindow().count('* as total').first()
  if (Number(counted?.total ?? 0) <= reviewBurst.newcomers) return []
  const toHold: Row[] = await inWindow().whereNull('held_at').select('id', 'product_id')
  if (toHold.length === 0) return []
  await trx
    .from('reviews')
    .whereIn(
      'id',
      toHold.map((row) => Number(row.id)),
    )
    .update({ held_at: toSqlDateTime(new Date()) })
  const products = new Set(toHold.map((row) => (row.product_id === null ? null : Number(row.product_id))))
  return [...products].map((productId) => ({ shopId, productId }))
}
