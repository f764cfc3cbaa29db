/** The words of the notification bell (website and console) and of the preferences on the account page. */

/** The words of the notification bell (website and console) and of the preferences on the account page. */
export const NOTIFICATION_SCREEN_LABELS = {
  bell: 'Notifications',
  /** The bell's accessible name carries the count, so a screen reader hears it before opening the list. */
  bellWithCount: (count: number) => (count === 0 ? 'Notifications, none unread' : `Notifications, ${count} unread`),
  /** Said after the website bell's visible count, or in place of it, completing the bell's name. */
  unreadAfterCount: 'unread',
  noneUnread: ', none unread',
  heading: 'Notifications',
  unreadOnly: 'Unread only',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  unread: 'Unread',
  more: 'Show more',
  empty: 'Nothing here yet. We will tell you here when something happens to your shops, payments or messages.',
  emptyUnread: 'You have read everything.',
  loadFailed: 'We could not load your notifications just now.',
  actionFailed: 'That did not work. Please try again.',
  /** Said by the live region when a notification arrives while the page is open. */
  arrived: (title: string) => `New notification: ${title}`,
  /** Said when a poll (the stream being down) finds more unread than before. */
  arrivedCount: (count: number) => (count === 1 ? '1 new notification' : `${count} new notifications`),
  close: 'Close notifications',
} as const
