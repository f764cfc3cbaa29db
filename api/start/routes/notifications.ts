/*
 * Notifications: what a person was told (the bell), their mail preferences and the mails' unsubscribe link.
 * The bell's calls take the website session (owners, customers) or the console's Bearer token (admins);
 * 401 {message} when neither. Only the recipient sees or changes a notification: anyone else's is 404.
 *
 * - GET  /api/notifications?page&unread=true → 200 NotificationItem[] newest first; X-Total-Count, X-Page, X-Limit
 *        (NOTIFICATIONS_PER_PAGE a page; a page past the end is empty)
 * - GET  /api/notifications/unread-count     → 200 {count}
 * - PUT  /api/notifications/:id/read         → 200 NotificationItem (read; already read keeps its time) · 404
 * - PUT  /api/notifications/read-all         → 200 {count: 0}
 * - GET  /api/account/notification-preferences → 200 NotificationPreference[] (admins' queue kinds for admins only)
 * - PUT  /api/account/notification-preferences {preferences: {kind, mail}[]} → 200 NotificationPreference[];
 *        essential kinds stay on; an unknown kind → 422
 * - GET  /api/notifications/unsubscribe?token → 200 HTML page: that kind's mail is off for the token's person ·
 *        404 {message} for a bad token. POST (the mail client's one-click, RFC 8058) → 200 {message}.
 * Live: after the causing change commits, NotificationPushed {notification, unreadCount} on the transmit channel
 * `notifications/users/:id` (notificationChannel), which only that user may subscribe to.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { idMatcher } from '#validators/catalogue'
import { authorizeNotificationChannels } from '#controllers/notifications/live_channels'

const NotificationsController = () => import('#controllers/notifications/notifications_controller')

router
  .group(() => {
    router.get('/notifications', [NotificationsController, 'index']).as('notifications.index')
    router.get('/notifications/unread-count', [NotificationsController, 'unreadCount']).as('notifications.unreadCount')
    router.put('/notifications/read-all', [NotificationsController, 'readAll']).as('notifications.readAll')
    router.put('/notifications/:id/read', [NotificationsController, 'read']).where('id', idMatcher).as('notifications.read')
    router.get('/account/notification-preferences', [NotificationsController, 'preferences']).as('notifications.preferences')
    router.put('/account/notification-preferences', [NotificationsController, 'savePreferences']).as('notifications.preferences.save')
  })
  .prefix('/api')
  .use(middleware.auth({ guards: ['web', 'api'] }))

router
  .group(() => {
    router.get('/notifications/unsubscribe', [NotificationsController, 'unsubscribe']).as('notifications.unsubscribe')
    router.post('/notifications/unsubscribe', [NotificationsController, 'unsubscribe']).as('notifications.unsubscribe.oneClick')
  })
  .prefix('/api')

authorizeNotificationChannels()
