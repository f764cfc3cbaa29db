import type { NotificationKind } from '@shoplocal/shared/constants'
import type { TabId } from './tabs'

/**
 * The tab where the admin acts on a notification: the queue its kind is about. The API's link is the website's
 * page, which the console does not show; a notification of another kind opens nothing.
 */
const TAB_OF_KIND: Partial<Record<NotificationKind, TabId>> = {
  admin_shop_pending: 'pending',
  admin_proof_uploaded: 'verification',
  admin_spotlight_requested: 'spotlight',
  admin_report_received: 'reports',
  admin_appeal_received: 'appeals',
}

export const consolePathOf = (kind: NotificationKind): string | null => {
  const tab = TAB_OF_KIND[kind]
  return tab ? `/${tab}` : null
}
