/*
 * A person's own notifications: the bell's list (newest first, public paging), its unread count, and marking
 * read. Every query is scoped to the recipient, so anyone else's notification is simply not found (404).
 */
import db from '@adonisjs/lucid/services/db'
import { NOTIFICATIONS_PER_PAGE } from '@shoplocal/shared/constants'
import type { NotificationItem } from '@shoplocal/shared/types'
import { countOf, toSqlDateTime } from '#helpers/sql_values'
import { requestedWindow, type Page } from '#services/paging'
import { notificationErrors } from '#services/notifications/notification_errors'
import { toNotificationItem } from '#services/notifications/notification_texts'
import type { NotificationListInput } from '#validators/notifications'

const ITEM_COLUMNS = ['id', 'kind', 'details', 'link', 'created_at', 'read_at']

export async function listNotifications(userId: number, input: NotificationListInput): Promise<Page<NotificationItem>> {
  const window = requestedWindow({ page: input.page }, NOTIFICATIONS_PER_PAGE)
  const scoped = () => {
    const query = db.from('notifications').where('user_id', userId)
    return input.unread ? query.whereNull('read_at') : query
  }
  const counted = await scoped().count('* as total').first()
  const rows = await scoped().select(ITEM_COLUMNS).orderBy('id', 'desc').offset(window.offset).limit(window.limit)
  return { ...window, rows: rows.map(toNotificationItem), total: countOf(counted) }
}

export async function unreadCount(userId: number): Promise<number> {
  const row = await db.from('notifications').where('user_id', userId).whereNull('read_at').count('* as total').first()
  return countOf(row)
}

/** Marks one of the person's notifications read (already read keeps its first time). */
export async function markRead(userId: number, id: number): Promise<NotificationItem> {
  await db
    .from('notifications')
    .where({ id, user_id: userId })
    .whereNull('read_at')
    .update({ read_at: toSqlDateTime(new Date()) })
  const row = await db.from('notifications').where({ id, user_id: userId }).select(ITEM_COLUMNS).first()
  if (!row) throw notificationErrors.notFound()
  return toNotificationItem(row)
}

export async function markAllRead(userId: number): Promise<number> {
  await db
    .from('notifications')
    .where('user_id', userId)
    .whereNull('read_at')
    .update({ read_at: toSqlDateTime(new Date()) })
  return unreadCount(userId)
}
