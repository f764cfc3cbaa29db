/*
 * Admin staff hear of new work on the trust desk as of every other queue: a new report or appeal notifies each
 * admin (the console's bell, and a mail with a link that opens the case in the installed console, as their
 * preferences allow), in the transaction that records it.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notifyAdmins } from '#services/notifications/admin_notices'

export function notifyAdminsOfReport(trx: TransactionClientContract, reportId: number, reference: string, itemName: string): Promise<void> {
  return notifyAdmins(trx, 'admin_report_received', `report:${reportId}`, { reportId, reference, itemName })
}

export function notifyAdminsOfAppeal(trx: TransactionClientContract, appealId: number, itemName: string): Promise<void> {
  return notifyAdmins(trx, 'admin_appeal_received', `appeal:${appealId}`, { appealId, itemName })
}
