import { COMMON_LABELS } from '../messages/common.ts'

/** The admin's second badge on a shop. */
export const activeLabel = (isActive: boolean): string => (isActive ? COMMON_LABELS.active : COMMON_LABELS.inactive)

/** A person's name from optional parts, e.g. for admin lists and log rows. */
export const fullName = (firstName: string | null | undefined, lastName: string | null | undefined): string =>
  [firstName, lastName].filter((part) => part?.trim()).join(' ')
