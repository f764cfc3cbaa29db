import { createHmac } from 'node:crypto'
import { normalizeEmail, normalizePhone } from '@shoplocal/shared/rules'
import type { DetectedContact } from '@shoplocal/shared/types'
import { appKey } from '#config/app'

/**
 * What the counters for addresses without an account are keyed by: an HMAC of the normalised contact under
 * the app key, so those tables never hold an address and cannot be reversed with a list of addresses.
 */
export function contactHash(contact: DetectedContact): string {
  const value = contact.kind === 'email' ? normalizeEmail(contact.value) : normalizePhone(contact.value)
  return createHmac('sha256', appKey.release()).update(`${contact.kind}:${value}`).digest('hex')
}
