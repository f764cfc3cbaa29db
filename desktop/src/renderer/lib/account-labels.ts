import { USER_STATUS_FILTERS } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { CONSOLE_LABELS } from '../messages/index'

// How an account's state reads wherever the console lists or shows one (Users, Customers, a customer's
// story), so the same person never reads differently from one tab to the next.

interface AccountState {
  banned: boolean
  isEmailVerified: boolean
  isPhoneVerified: boolean
}

/** An account is verified once it confirmed the contact it signed up with: an e-mail or a phone number. */
export const isVerifiedAccount = (account: Pick<AccountState, 'isEmailVerified' | 'isPhoneVerified'>): boolean =>
  account.isEmailVerified || account.isPhoneVerified

export const verifiedLabel = (account: Pick<AccountState, 'isEmailVerified' | 'isPhoneVerified'>): string =>
  isVerifiedAccount(account) ? COMMON_LABELS.verified : CONSOLE_LABELS.notVerified

export const accountStatusLabel = (account: Pick<AccountState, 'banned'>): string =>
  account.banned ? COMMON_LABELS.banned : COMMON_LABELS.active

/** The status filter of the Users and Customers lists: all, active, banned. */
export const ACCOUNT_STATUS_OPTIONS = USER_STATUS_FILTERS.map((value) => ({
  value,
  label: { all: CONSOLE_LABELS.all, active: COMMON_LABELS.active, banned: COMMON_LABELS.banned }[value],
}))
