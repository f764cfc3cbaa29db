export const NOTIFICATION_PREFERENCE_LABELS = {
  /** Said after the website bell's visible count, or in place of it, completing the bell's name. */
  unreadAfterCount: 'unread',
  noneUnread: ', none unread',
  heading: 'Notifications',
  intro:
    'Everything is shown under the bell at the top of the page. Choose what we also send you by e-mail (or text message, for an account with only a phone number).',
  mailColumn: 'Also by e-mail',
  always: 'Always sent',
  essentialNote: 'Always sent: it is about money, your account’s standing or its security.',
  save: 'Save notification settings',
  saved: 'Notification settings saved',
  saveFailed: 'Your notification settings could not be saved.',
  loadFailed: 'Your notification settings could not be loaded just now.',
} as const
