/*
 * Work waiting in a queue, told to every admin (not banned) once per cause: a new pending shop, a payment
 * proof, a spotlight request, a report, an appeal. The console's bell shows them, and they are mailed as each
 * admin's preferences allow.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NotificationKind } from '@shoplocal/shared/constants'
import type { NotificationDetails } from '#messages/index'
import { notify } from '#services/notifications/notify'

/** Every admin who can act on a queue, told once per cause (a new pending shop, a proof, a spotlight request). */
export async function notifyAdmins(
  trx: TransactionClientContract,
  kind: Extract<
    NotificationKind,
    'admin_shop_pending' | 'admin_proof_uploaded' | 'admin_spotlight_requested' | 'admin_report_received' | 'admin_appeal_received'
  >,
  cause: string,
  details: NotificationDetails,
): Promise<void> {
  const admins = await trx
    .from('users')
    .where((where) => where.where('role', 'admin').orWhere('is_admin', true))
    .where('banned', false)
    .select('id')
  for (const admin of admins) await notify(trx, { userId: Number(admin.id), kind, cause, details })
}
