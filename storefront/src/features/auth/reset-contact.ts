import { ROUTES } from '@shoplocal/shared/constants'
import { detectContact, withQuery } from '@shoplocal/shared/rules'

/*
 * Where the reset screens keep the contact between the request and the code: an e-mail in the spec's
 * `?email=`, a phone number never in the address (it would stay in the history, in logs and in a shared
 * link) but in this tab's sessionStorage, the confirm page's address saying only `?by=phone`.
 */
const PHONE_KEY = 'shoplocal.resetPhone'
export const PHONE_RESET_PARAM = { by: 'phone' } as const

/** The confirm screen's address for the contact just sent a code, keeping a phone number in `storage`. */
export function resetConfirmHref(contact: string, storage: Storage): string {
  if (detectContact(contact).kind === 'email') {
    storage.removeItem(PHONE_KEY)
    return withQuery(ROUTES.passwordResetConfirm, { email: contact })
  }
  storage.setItem(PHONE_KEY, contact)
  return withQuery(ROUTES.passwordResetConfirm, PHONE_RESET_PARAM)
}

/** The request screen's address that keeps what was typed (a phone number comes back from `storage`). */
export const resetRequestHref = (contact: string): string =>
  detectContact(contact).kind === 'email' ? withQuery(ROUTES.passwordResetRequest, { email: contact }) : ROUTES.passwordResetRequest

/** The phone number a reset was asked for in this tab, or ''. */
export const savedResetPhone = (storage: Storage): string => storage.getItem(PHONE_KEY) ?? ''
