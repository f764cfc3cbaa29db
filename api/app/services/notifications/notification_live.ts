/*
 * Pushes a committed notification, with the new unread count, on its recipient's live channel. Never fails
 * the change that caused it: a screen that misses a push catches up by polling the unread count.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import transmit from '@adonisjs/transmit/services/main'
import { notificationChannel } from '@shoplocal/shared/constants'
import type { NotificationPushed } from '@shoplocal/shared/types'
import { toNotificationItem } from '#services/notifications/notification_texts'
import { unreadCount } from '#services/notifications/notifications'

export async function publishNotification(userId: number, notificationId: number): Promise<void> {
  // Only web servers hold streams. A command (a job run by hand) would start transmit's ping timer and never
  // exit; its notifications reach the bell by polling, and scheduled jobs run inside web servers anyway.
  if (app.getEnvironment() !== 'web') return
  try {
    const row = await db.from('notifications').where('id', notificationId).first()
    if (!row) return
    const pushed: NotificationPushed = { notification: toNotificationItem(row), unreadCount: await unreadCount(userId) }
    transmit.broadcast(notificationChannel(userId), { ...pushed, notification: { ...pushed.notification } })
  } catch (error) {
    logger.warn({ err: error, notificationId }, 'could not push a notification')
  }
}
