import { ENGAGEMENT_SERVER_MESSAGES, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { isValidEmail } from '@shoplocal/shared/rules'

/** The contact dialog's fields, empty. */
export const EMPTY_CONTACT = { senderName: '', senderEmail: '', senderPhone: '', content: '' }
export type ContactValues = typeof EMPTY_CONTACT
type ContactErrors = Partial<Record<keyof ContactValues, string>>

/** The dialog's own first checks, in the words the API also answers with. */
export function checkContact(values: ContactValues, signedIn: boolean): { errors: ContactErrors; contactMissing: boolean } {
  const errors: ContactErrors = {}
  if (!values.content.trim()) errors.content = ENGAGEMENT_SERVER_MESSAGES.messageRequired
  if (signedIn) return { errors, contactMissing: false }
  if (!values.senderName.trim()) errors.senderName = VALIDATION_MESSAGES.guestNameRequired
  if (values.senderEmail.trim() && !isValidEmail(values.senderEmail)) errors.senderEmail = VALIDATION_MESSAGES.guestEmailInvalid
  const contactMissing = !values.senderEmail.trim() && !values.senderPhone.trim()
  return { errors, contactMissing }
}
