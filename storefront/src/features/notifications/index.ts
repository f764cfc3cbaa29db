/* The notifications feature's public face: the header's bell and the account page's mail switches. */
export { default as NotificationBell } from './NotificationBell.tsx'
export { NotificationPreferencesForm } from './NotificationPreferencesForm.tsx'
