/*
 * Notifications about a spotlight request, for its shop's owner, written in the transaction that decides it.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NotificationKind } from '@shoplocal/shared/constants'
import type { NotificationDetails } from '#messages/index'
import { notify } from '#services/notifications/notify'

type SpotlightKind = Extract<NotificationKind, 'spotlight_approved' | 'spotlight_rejected' | 'spotlight_force_rejected' | 'spotlight_ended'>

export async function notifySpotlight(
  trx: TransactionClientContract,
  requestId: number,
  kind: SpotlightKind,
  details: NotificationDetails = {},
  options: { mail?: boolean } = {},
): Promise<void> {
  const row = await trx
    .from('spotlight_requests as r')
    .join('shops as s', 's.id', 'r.shop_id')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .where('r.id', requestId)
    .select('r.shop_owner_id', 's.id as shop_id', 's.name as shop_name', 'p.name as product_name')
    .first()
  if (!row) return
  await notify(trx, {
    userId: Number(row.shop_owner_id),
    kind,
    // One decision of each kind per request: a request is approved, rejected or ended once.
    cause: `spotlight:${requestId}`,
    details: { shopId: Number(row.shop_id), shopName: String(row.shop_name), productName: row.product_name ?? null, ...details },
    mail: options.mail,
  })
}
