import type { CustomerAuthResponse } from '@shoplocal/shared/types'
import { apiPost, browserApi } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/result.ts'

/*
 * A signed-in customer whose e-mail or phone is not confirmed yet (an account from before phone sign-ups were
 * verified) is refused a reservation with a 403: the form sends them the account's own verification code and
 * checks it through the sign-up's verify-email / verify-phone, then reserves as chosen.
 */

export interface ContactToConfirm {
  kind: 'email' | 'phone'
  value: string
}

/** A 403 for a customer that is about the contact, not a pause for reservations not collected (which says until when). */
export const asksToConfirmContact = (error: ApiError): boolean =>
  error.status === 403 && !(typeof error.body === 'object' && error.body !== null && 'pausedUntil' in error.body)

/** Sends a code to the account's unconfirmed e-mail, else its phone; null when the account has neither. */
export async function sendAccountCode(): Promise<ContactToConfirm | null> {
  const result = await browserApi.get<CustomerAuthResponse>('/api/customer/auth')
  const customer = result.ok ? result.data.customer : null
  if (!customer) return null
  const contact: ContactToConfirm | null =
    customer.email && !customer.isEmailVerified
      ? { kind: 'email', value: customer.email }
      : customer.phone
        ? { kind: 'phone', value: customer.phone }
        : null
  if (contact) await apiPost('/api/auth/resend-verification', { email: contact.value })
  return contact
}

export const confirmAccountCode = (contact: ContactToConfirm, code: string) =>
  contact.kind === 'phone'
    ? apiPost('/api/auth/verify-phone', { phone: contact.value, code })
    : apiPost('/api/auth/verify-email', { email: contact.value, code })
