import vine, { SimpleMessagesProvider, errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { fields } from '#validators/auth'

/* POST /api/guest-session: the guest contact form asks for an email or a phone, at least one. */
export const guestSessionValidator = vine.create({
  email: fields.email().optional(),
  phone: fields.phone().optional(),
})
guestSessionValidator.messagesProvider = new SimpleMessagesProvider({
  'email.email': M.guestEmailInvalid,
  'email.maxLength': M.guestEmailInvalid,
  'phone.maxLength': M.phoneTooShort,
})
export type GuestSessionInput = Infer<typeof guestSessionValidator>

/** Neither given: the form's 'Contact Required' message, as a field error like any other. */
export function requireEmailOrPhone<T extends { email?: string; phone?: string }>(data: T): T {
  if (!data.email && !data.phone) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'email', message: M.contactRequired, rule: 'contactRequired' }])
  }
  return data
}
