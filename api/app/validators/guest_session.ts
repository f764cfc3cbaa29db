import vine, { SimpleMessagesProvider, errors } from '@vinejs/vine'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { fields } from '#validators/auth'

/* POST /api/guest-session: an email or a phone, at least one (spec 1 §5 guest contact form). */
export const guestSessionValidator = vine.create({
  email: fields.email().optional(),
  phone: fields.phone().optional(),
})
guestSessionValidator.messagesProvider = new SimpleMessagesProvider({
  'email.email': M.guestEmailInvalid,
  'email.maxLength': M.guestEmailInvalid,
  'phone.maxLength': M.phoneTooShort,
})

/** Neither given: the spec's 'Contact Required' message, as a field error like any other. */
export function requireEmailOrPhone<T extends { email?: string; phone?: string }>(data: T): T {
  if (!data.email && !data.phone) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'email', message: M.contactRequired, rule: 'contactRequired' }])
  }
  return data
}
