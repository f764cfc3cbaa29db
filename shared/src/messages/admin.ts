import { COMMON_LABELS } from './common.ts'

/** What non-admins see on either admin panel. */
export const ACCESS_DENIED = {
  title: 'Access Denied',
  classic: "You don't have permission to access the admin panel.",
  enhanced: "You don't have permission to access the enhanced admin panel.",
  goHome: COMMON_LABELS.goHome,
} as const

/** The reason recorded when an admin rejects or suspends without giving one. */
export const DEFAULT_REJECT_REASON = 'No reason provided'
