import type { AdminLog } from '@shoplocal/shared/types'

// How an admin log row reads, in the logs grid and in the analytics tab's recent activity.

/** 'suspend_user' → 'Suspend user': log actions are stored as identifiers. */
export const actionLabel = (action: string): string => {
  const words = action.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** 'user #12 Aoife Kelly': what the action was done to. */
export const targetLabel = (log: Pick<AdminLog, 'targetType' | 'targetId' | 'targetName'>): string =>
  [log.targetType, log.targetId === null ? '' : `#${log.targetId}`, log.targetName ?? ''].filter(Boolean).join(' ')

/** The reason the admin gave, if the action asks for one. */
export const logReason = (log: AdminLog): string => log.details?.reason ?? ''
