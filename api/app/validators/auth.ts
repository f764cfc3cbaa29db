import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import { CITY_LENGTH, CODE_LENGTH, CONTACT_METHODS, NAME_LENGTH, ROLES } from '@shoplocal/shared/constants'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { detectContact, isValidEmail, passwordMeetsRule, phoneHasMinDigits } from '@shoplocal/shared/rules'

/*
 * Bodies of the /api/auth/* calls, and the field rules the customer and
 * shop-owner validators share, with the messages the forms show. The rules
 * themselves live in @shoplocal/shared so the website's forms check exactly
 * the same thing.
 */

/** The registration password rule, enforced by every registration endpoint whatever the form checked. */
const strongPassword = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const result = passwordMeetsRule(value)
  if (!result.ok) field.report(result.message, 'strongPassword', field)
})

const phoneDigits = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !phoneHasMinDigits(value)) field.report(M.phoneTooShort, 'phoneDigits', field)
})

/** One field for an email or a phone: an email when it contains '@', as the sign-in dialog explains. */
const emailOrPhone = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const contact = detectContact(value)
  if (contact.kind === 'email' && !isValidEmail(contact.value)) field.report(M.emailInvalid, 'emailOrPhone', field)
  if (contact.kind === 'phone' && !phoneHasMinDigits(contact.value)) field.report(M.phoneTooShort, 'emailOrPhone', field)
})

export const fields = {
  name: () => vine.string().trim().minLength(NAME_LENGTH.min).maxLength(NAME_LENGTH.max),
  city: () => vine.string().trim().minLength(CITY_LENGTH.min).maxLength(CITY_LENGTH.max),
  email: () => vine.string().trim().toLowerCase().email().maxLength(100),
  phone: () => vine.string().trim().maxLength(20).use(phoneDigits()),
  newPassword: () => vine.string().maxLength(200).use(strongPassword()),
  password: () => vine.string().minLength(1).maxLength(200),
  contact: () => vine.string().trim().maxLength(100).use(emailOrPhone()),
  code: () => vine.string().trim().fixedLength(CODE_LENGTH).regex(/^\d+$/),
}

/** Messages of the registration schema fields, keyed the way VineJS looks them up. */
export const registrationMessages = {
  'firstName.required': M.firstNameTooShort,
  'firstName.minLength': M.firstNameTooShort,
  'firstName.maxLength': M.firstNameTooLong,
  'lastName.required': M.lastNameTooShort,
  'lastName.minLength': M.lastNameTooShort,
  'lastName.maxLength': M.lastNameTooLong,
  'email.required': M.emailInvalid,
  'email.email': M.emailInvalid,
  'email.maxLength': M.emailInvalid,
  'phone.maxLength': M.phoneTooShort,
  'city.required': M.cityTooShort,
  'city.minLength': M.cityTooShort,
  'city.maxLength': M.cityTooLong,
  'password.required': M.passwordTooShort,
  'password.maxLength': M.passwordComplexity,
  'role.required': M.roleInvalid,
  'role.enum': M.roleInvalid,
  'contactMethod.enum': M.contactForMethodRequired,
}

export const codeMessages = {
  'code.required': M.codeLength,
  'code.fixedLength': M.codeLength,
  'code.regex': M.codeLength,
}

export const emailMessages = {
  'email.required': M.emailInvalid,
  'email.email': M.emailInvalid,
  'email.maxLength': M.emailInvalid,
}

/** The code and sign-in calls' `email` field, which takes an e-mail or a phone number. */
export const contactMessages = {
  'email.required': M.contactRequired,
  'email.maxLength': M.emailInvalid,
}

/* Bodies of the /api/auth/* calls. */

/** contactMethod (email unless said) names the contact that must be given; the other is optional. */
export const registerValidator = vine.create({
  firstName: fields.name(),
  lastName: fields.name(),
  email: fields
    .email()
    .optional()
    .requiredWhen((field) => field.parent.contactMethod !== 'phone'),
  phone: fields.phone().optional().requiredWhen('contactMethod', '=', 'phone'),
  password: fields.newPassword(),
  city: fields.city(),
  role: vine.enum(ROLES).optional(),
  contactMethod: vine.enum(CONTACT_METHODS).optional(),
})
registerValidator.messagesProvider = new SimpleMessagesProvider({
  ...registrationMessages,
  // requiredWhen reports as 'required': a missing contact for the chosen method.
  'email.required': M.contactForMethodRequired,
  'phone.required': M.contactForMethodRequired,
})
export type RegisterInput = Infer<typeof registerValidator>

export const roleLoginValidator = vine.create({
  email: fields.contact(),
  password: fields.password(),
  role: vine.enum(ROLES),
  rememberMe: vine.boolean().optional(),
})
roleLoginValidator.messagesProvider = new SimpleMessagesProvider({
  ...contactMessages,
  'password.required': M.passwordRequired,
  'password.minLength': M.passwordRequired,
  'role.required': M.roleInvalid,
  'role.enum': M.roleInvalid,
})

export const verifyEmailValidator = vine.create({ email: fields.email(), code: fields.code() })
verifyEmailValidator.messagesProvider = new SimpleMessagesProvider({ ...emailMessages, ...codeMessages })

export const verifyPhoneValidator = vine.create({ phone: fields.phone(), code: fields.code() })
verifyPhoneValidator.messagesProvider = new SimpleMessagesProvider({ 'phone.required': M.phoneTooShort, ...codeMessages })

/** The code sign-in: the e-mail or phone, the code sent to it and the account type the screen signs in as. */
export const codeLoginValidator = vine.create({ email: fields.contact(), code: fields.code(), role: vine.enum(ROLES) })
codeLoginValidator.messagesProvider = new SimpleMessagesProvider({
  ...contactMessages,
  ...codeMessages,
  'role.required': M.roleInvalid,
  'role.enum': M.roleInvalid,
})

/** Verification resends, reset and sign-in-code requests take an e-mail or a phone number, in the field the spec names `email`. */
export const contactOnlyValidator = vine.create({ email: fields.contact() })
contactOnlyValidator.messagesProvider = new SimpleMessagesProvider(contactMessages)

export const resetPasswordValidator = vine.create({
  email: fields.contact(),
  code: fields.code(),
  newPassword: fields.newPassword(),
  confirmPassword: vine.string().sameAs('newPassword'),
})
resetPasswordValidator.messagesProvider = new SimpleMessagesProvider({
  ...contactMessages,
  ...codeMessages,
  'newPassword.required': M.passwordTooShort,
  'newPassword.maxLength': M.passwordComplexity,
  'confirmPassword.required': M.passwordsDontMatch,
  'confirmPassword.sameAs': M.passwordsDontMatch,
})
export type ResetPasswordInput = Infer<typeof resetPasswordValidator>
