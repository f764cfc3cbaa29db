import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { fields, registrationMessages } from '#validators/auth'

/* Bodies of the customer sign-in dialog's calls: one contact field, email or phone. */

export const customerRegisterValidator = vine.create({
  firstName: fields.name(),
  lastName: fields.name(),
  contact: fields.contact(),
  city: fields.city(),
  password: fields.newPassword(),
})
customerRegisterValidator.messagesProvider = new SimpleMessagesProvider({
  ...registrationMessages,
  'firstName.required': M.requiredFieldsMissing,
  'lastName.required': M.requiredFieldsMissing,
  'contact.required': M.requiredFieldsMissing,
  'contact.maxLength': M.emailInvalid,
  'city.required': M.requiredFieldsMissing,
  'password.required': M.requiredFieldsMissing,
})

export const customerLoginValidator = vine.create({
  contact: vine.string().trim().minLength(1).maxLength(100),
  password: fields.password(),
})
customerLoginValidator.messagesProvider = new SimpleMessagesProvider({
  'contact.required': M.emailOrPhoneAndPasswordRequired,
  'contact.minLength': M.emailOrPhoneAndPasswordRequired,
  'password.required': M.emailOrPhoneAndPasswordRequired,
  'password.minLength': M.emailOrPhoneAndPasswordRequired,
})
