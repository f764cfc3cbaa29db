import { withQuery } from '@shoplocal/shared/rules'
import type { NotificationItem, NotificationUnreadCount } from '@shoplocal/shared/types'
import type { ShopLocalBridge } from '../../shared/bridge'
import { requestJson } from './client'

/**
 * The signed-in admin's own notifications (contract in api/start/routes/notifications.ts). The bridge
 * passes no headers, so the list's total is not known here: a full page means there may be another.
 */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const

export const fetchUnreadCount = (bridge: ShopLocalBridge) =>
  requestJson(bridge, { method: 'GET', path: '/api/notifications/unread-count' }) as Promise<NotificationUnreadCount>

export const fetchNotifications = (bridge: ShopLocalBridge, page: number, unreadOnly: boolean) =>
  requestJson(bridge, {
    method: 'GET',
    path: withQuery('/api/notifications', { page, unread: unreadOnly ? 'true' : undefined }),
  }) as Promise<NotificationItem[]>

export const markNotificationRead = (bridge: ShopLocalBridge, id: number) =>
  requestJson(bridge, { method: 'PUT', path: `/api/notifications/${id}/read` }) as Promise<NotificationItem>

export const markAllNotificationsRead = (bridge: ShopLocalBridge) =>
  requestJson(bridge, { method: 'PUT', path: '/api/notifications/read-all' }) as Promise<NotificationUnreadCount>
