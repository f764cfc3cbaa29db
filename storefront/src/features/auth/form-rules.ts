import type { FormCheck } from '../../components/ui/use-submit.ts'
import { CITY_LENGTH, CODE_LENGTH, NAME_LENGTH } from '@shoplocal/shared/constants'
import { VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import {
  detectContact,
  formPasswordLongEnough,
  isValidEmail,
  normalizeEmail,
  passwordMeetsRule,
  phoneHasMinDigits,
} from '@shoplocal/shared/rules'
import type {
  CustomerLoginPayload,
  CustomerRegisterPayload,
  PasswordResetRequestPayload,
  RegisterPayload,
  ResetPasswordPayload,
  Role,
  RoleLoginPayload,
  ShopOwnerLoginPayload,
  ShopOwnerRegisterPayload,
  VerifyEmailPayload,
  VerifyPhonePayload,
  CodeLoginPayload,
  DetectedContact,
} from '@shoplocal/shared/types'

/**
 * The forms' own first checks, before anything is sent. Each returns the payload
 * to send, or the message and the field to point at. The server applies the full schema rules
 * (8-character password and so on) and its 422 answers are shown field by field.
 */
export type { FormCheck }

const fail = <T>(message: string, field?: string): FormCheck<T> => ({ ok: false, message, field })
const pass = <T>(payload: T): FormCheck<T> => ({ ok: true, payload })
const blank = (...values: string[]): boolean => values.some((value) => value.trim() === '')

const MSG = VALIDATION_MESSAGES

interface NameCityFields {
  firstName: string
  lastName: string
  city: string
  password: string
}

/**
 * One 'email or phone' field checked as what it is: an email by the basic pattern, a phone by its digits.
 * Resolves to the contact, or the message to show under the field.
 */
function checkContactField(value: string, field: string): FormCheck<DetectedContact> {
  const contact = detectContact(value)
  if (contact.kind === 'email' && !isValidEmail(contact.value)) return fail(MSG.emailInvalid, field)
  if (contact.kind === 'phone' && !phoneHasMinDigits(contact.value)) return fail(MSG.phoneTooShort, field)
  return pass(contact)
}

/** Combined page, Sign In: an email or phone and a password, signed in with the chosen account type. */
export function checkCombinedSignIn(input: { contact: string; password: string; role: Role }): FormCheck<RoleLoginPayload> {
  if (blank(input.contact, input.password)) return fail(MSG.emailOrPhoneAndPasswordRequired)
  const contact = checkContactField(input.contact, 'contact')
  if (!contact.ok) return contact
  return pass({ email: contact.payload.value, password: input.password, role: input.role })
}

/** Combined page, Register: everything required, 6-character password, an email (basic pattern) or a phone. */
export function checkCombinedRegister(input: NameCityFields & { contact: string; role: Role }): FormCheck<RegisterPayload> {
  if (blank(input.firstName, input.lastName, input.contact, input.city, input.password)) return fail(MSG.requiredFieldsMissing)
  if (!formPasswordLongEnough(input.password)) return fail(MSG.formPasswordTooShort, 'password')
  const contact = checkContactField(input.contact, 'contact')
  if (!contact.ok) return contact
  return pass({
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    ...(contact.payload.kind === 'email' ? { email: contact.payload.value } : { phone: contact.payload.value }),
    city: input.city.trim(),
    password: input.password,
    role: input.role,
    contactMethod: contact.payload.kind,
  })
}

/** Shop-owner page and the customer dialog: one 'email or phone' field and a password. */
export function checkContactSignIn(input: { contact: string; password: string }): FormCheck<{ contact: string; password: string }> {
  if (blank(input.contact, input.password)) return fail(MSG.emailOrPhoneAndPasswordRequired)
  return pass({ contact: detectContact(input.contact).value, password: input.password })
}

export const toOwnerLogin = (checked: { contact: string; password: string }): ShopOwnerLoginPayload => ({
  emailOrPhone: checked.contact,
  password: checked.password,
})

export const toCustomerLogin = (checked: { contact: string; password: string }): CustomerLoginPayload => checked

/** Shop-owner Sign Up: all fields, matching passwords, 6 characters; '@' makes the contact an email. */
export function checkOwnerRegister(
  input: NameCityFields & { contact: string; confirmPassword: string; referralCode?: string },
): FormCheck<ShopOwnerRegisterPayload> {
  if (blank(input.firstName, input.lastName, input.contact, input.city, input.password, input.confirmPassword)) {
    return fail(MSG.requiredFieldsMissing)
  }
  if (input.password !== input.confirmPassword) return fail(MSG.passwordsDontMatch, 'confirmPassword')
  if (!formPasswordLongEnough(input.password)) return fail(MSG.formPasswordTooShort, 'password')
  const contact = detectContact(input.contact)
  return pass({
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: contact.kind === 'email' ? contact.value : null,
    phone: contact.kind === 'phone' ? contact.value : null,
    city: input.city.trim(),
    password: input.password,
    contactMethod: contact.kind,
    // Optional: the API says whether the code exists.
    referralCode: input.referralCode?.trim() || null,
  })
}

/** Customer dialog Sign Up: its own wording ('Passwords do not match'). */
export function checkCustomerRegister(
  input: NameCityFields & { contact: string; confirmPassword: string },
): FormCheck<CustomerRegisterPayload> {
  if (blank(input.firstName, input.lastName, input.contact, input.city, input.password, input.confirmPassword)) {
    return fail(MSG.requiredFieldsMissing)
  }
  if (input.password !== input.confirmPassword) return fail(MSG.passwordsDoNotMatch, 'confirmPassword')
  if (!formPasswordLongEnough(input.password)) return fail(MSG.formPasswordTooShort, 'password')
  return pass({
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    contact: detectContact(input.contact).value,
    city: input.city.trim(),
    password: input.password,
  })
}

/** /login and the auth hub: the login schema's messages (email, 'Password is required', role). */
export function checkRoleLogin(input: {
  email: string
  password: string
  role: string
  rememberMe: boolean
  allowedRoles: readonly Role[]
}): FormCheck<RoleLoginPayload> {
  if (!isValidEmail(input.email)) return fail(MSG.emailInvalid, 'email')
  if (input.password === '') return fail(MSG.passwordRequired, 'password')
  const role = input.allowedRoles.find((allowed) => allowed === input.role)
  if (!role) return fail(MSG.roleInvalid, 'role')
  return pass({ email: normalizeEmail(input.email), password: input.password, role, rememberMe: input.rememberMe })
}

/** The auth hub's Register: the registration schema, checked in full before sending. */
export function checkHubRegister(input: NameCityFields & { email: string; phone: string; role: Role }): FormCheck<RegisterPayload> {
  const first = input.firstName.trim().length
  const last = input.lastName.trim().length
  const city = input.city.trim().length
  const checks: [boolean, string, string][] = [
    [first < NAME_LENGTH.min, MSG.firstNameTooShort, 'firstName'],
    [first > NAME_LENGTH.max, MSG.firstNameTooLong, 'firstName'],
    [last < NAME_LENGTH.min, MSG.lastNameTooShort, 'lastName'],
    [last > NAME_LENGTH.max, MSG.lastNameTooLong, 'lastName'],
    [!isValidEmail(input.email), MSG.emailInvalid, 'email'],
    [input.phone.trim() !== '' && !phoneHasMinDigits(input.phone), MSG.phoneTooShort, 'phone'],
    [city < CITY_LENGTH.min, MSG.cityTooShort, 'city'],
    [city > CITY_LENGTH.max, MSG.cityTooLong, 'city'],
  ]
  const failed = checks.find(([broken]) => broken)
  if (failed) return fail(failed[1], failed[2])
  const password = passwordMeetsRule(input.password)
  if (!password.ok) return fail(password.message, 'password')
  return pass({
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: normalizeEmail(input.email),
    ...(input.phone.trim() ? { phone: input.phone.trim() } : {}),
    password: input.password,
    city: input.city.trim(),
    role: input.role,
    contactMethod: 'email',
  })
}

/** Reset and sign-in-code requests: the account's email or phone, in the call's `email` field. */
export function checkResetRequest(input: { email: string }): FormCheck<PasswordResetRequestPayload> {
  const contact = checkContactField(input.email, 'email')
  return contact.ok ? pass({ email: contact.payload.value }) : contact
}

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`)

function checkCode(code: string): FormCheck<string> {
  const trimmed = code.trim()
  return CODE_PATTERN.test(trimmed) ? pass(trimmed) : fail(MSG.codeLength, 'code')
}

/** Reset confirm: 6-digit code, the schema password rule, matching confirmation. */
export function checkResetConfirm(input: ResetPasswordPayload): FormCheck<ResetPasswordPayload> {
  const code = checkCode(input.code)
  if (!code.ok) return code
  const password = passwordMeetsRule(input.newPassword)
  if (!password.ok) return fail(password.message, 'newPassword')
  if (input.newPassword !== input.confirmPassword) return fail(MSG.passwordsDontMatch, 'confirmPassword')
  return pass({ ...input, email: detectContact(input.email).value, code: code.payload })
}

/** The email-code sign-in, second step: the code, signing in as the screen's account type. */
export function checkCodeLogin(input: CodeLoginPayload): FormCheck<CodeLoginPayload> {
  const code = checkCode(input.code)
  return code.ok ? pass({ email: detectContact(input.email).value, code: code.payload, role: input.role }) : code
}

/** The code of an e-mail or a phone sign-up, for verify-email or verify-phone as the contact says. */
export function checkVerify(input: { contact: string; code: string }): FormCheck<VerifyEmailPayload | VerifyPhonePayload> {
  const code = checkCode(input.code)
  if (!code.ok) return code
  const contact = detectContact(input.contact)
  return pass(
    contact.kind === 'email' ? { email: normalizeEmail(contact.value), code: code.payload } : { phone: contact.value, code: code.payload },
  )
}
