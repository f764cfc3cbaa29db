import type { NotificationItem, NotificationPreference, NotificationUnreadCount } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'
import type { ApiResult, Listing } from '../../lib/api/result.ts'
import { unwrap } from '../../lib/api/result.ts'

/** One page of the signed-in person's notifications, newest first, with the total of the filter. */
export const fetchNotifications = (page: number, unreadOnly: boolean): Promise<ApiResult<Listing<NotificationItem>>> =>
  browserApi.getList<NotificationItem>('/api/notifications', { params: { page, unread: unreadOnly ? 'true' : undefined } })

export const fetchUnreadCount = (): Promise<ApiResult<NotificationUnreadCount>> =>
  browserApi.get<NotificationUnreadCount>('/api/notifications/unread-count')

export const markNotificationRead = async (id: number): Promise<NotificationItem> =>
  unwrap(await browserApi.send<NotificationItem>('PUT', `/api/notifications/${id}/read`)).body

export const markAllNotificationsRead = async (): Promise<NotificationUnreadCount> =>
  unwrap(await browserApi.send<NotificationUnreadCount>('PUT', '/api/notifications/read-all')).body

/** The account page's switches: the whole list goes, and the API's answer is what is shown after. */
export const saveNotificationPreferences = async (
  preferences: readonly Pick<NotificationPreference, 'kind' | 'mail'>[],
): Promise<NotificationPreference[]> =>
  unwrap(await browserApi.send<NotificationPreference[]>('PUT', '/api/account/notification-preferences', { body: { preferences } })).body
