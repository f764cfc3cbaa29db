import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { DELETE_CONFIRMATION_WORD, ACCOUNT_MESSAGES as A, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { codeMessages, emailMessages, fields, registrationMessages } from '#validators/auth'

/* Bodies of the /api/account calls: the person's own details, contact changes, password and deletion. */

export const profileValidator = vine.create({
  firstName: fields.name(),
  lastName: fields.name(),
  city: fields.city(),
})
profileValidator.messagesProvider = new SimpleMessagesProvider(registrationMessages)
export type ProfileInput = Infer<typeof profileValidator>

export const emailChangeValidator = vine.create({ email: fields.email() })
emailChangeValidator.messagesProvider = new SimpleMessagesProvider(emailMessages)

export const phoneChangeValidator = vine.create({ phone: fields.phone() })
phoneChangeValidator.messagesProvider = new SimpleMessagesProvider({
  'phone.required': M.phoneTooShort,
  'phone.maxLength': M.phoneTooShort,
})

export const codeValidator = vine.create({ code: fields.code() })
codeValidator.messagesProvider = new SimpleMessagesProvider(codeMessages)

export const passwordChangeValidator = vine.create({
  currentPassword: fields.password(),
  newPassword: fields.newPassword(),
  confirmPassword: vine.string().sameAs('newPassword'),
})
passwordChangeValidator.messagesProvider = new SimpleMessagesProvider({
  'currentPassword.required': A.currentPasswordWrong,
  'currentPassword.minLength': A.currentPasswordWrong,
  'newPassword.required': M.passwordTooShort,
  'newPassword.maxLength': M.passwordComplexity,
  'confirmPassword.required': M.passwordsDontMatch,
  'confirmPassword.sameAs': M.passwordsDontMatch,
})
export type PasswordChangeInput = Infer<typeof passwordChangeValidator>

/** Either the password or a code sent by POST /api/account/delete/code proves it is the holder. */
export const deletionValidator = vine.create({
  password: fields.password().optional(),
  code: fields.code().optional(),
  confirmation: vine.string().trim().in([DELETE_CONFIRMATION_WORD]),
})
deletionValidator.messagesProvider = new SimpleMessagesProvider({
  'password.required': A.deletionNeedsPassword,
  'password.minLength': A.deletionNeedsPassword,
  'confirmation.required': A.confirmationMismatch,
  'confirmation.in': A.confirmationMismatch,
  ...codeMessages,
})

export const deletionCodeValidator = vine.create({ via: vine.enum(['email', 'phone']).optional() })

/** PUT /api/account/picture: one of the person's own uploads (/uploads/owners/<their id>/…); checked in the service. */
export const pictureValidator = vine.create({ profileImageUrl: vine.string().trim().maxLength(255) })
pictureValidator.messagesProvider = new SimpleMessagesProvider({
  'profileImageUrl.required': A.pictureNotUploaded,
  'profileImageUrl.maxLength': A.pictureNotUploaded,
})

/** GET /api/account/export?format=json|zip (JSON when left out). */
export const exportValidator = vine.create({ format: vine.enum(['json', 'zip']).optional() })
