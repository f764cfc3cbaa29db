import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { CONTACT_METHODS } from '@shoplocal/shared/constants'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { fields, registrationMessages } from '#validators/auth'
import { referralCodeField, referralCodeMessages } from '#validators/billing'

/*
 * Bodies of the shop-owner portal's calls: registration sends an email or a
 * phone (the other null) and says which with contactMethod.
 */
export const shopOwnerRegisterValidator = vine.create({
  firstName: fields.name(),
  lastName: fields.name(),
  contactMethod: vine.enum(CONTACT_METHODS),
  email: fields.email().optional().requiredWhen('contactMethod', '=', 'email'),
  phone: fields.phone().optional().requiredWhen('contactMethod', '=', 'phone'),
  city: fields.city(),
  password: fields.newPassword(),
  referralCode: referralCodeField(),
})
shopOwnerRegisterValidator.messagesProvider = new SimpleMessagesProvider({
  ...registrationMessages,
  ...referralCodeMessages,
  'contactMethod.required': M.contactForMethodRequired,
  // requiredWhen reports as 'required': a missing contact for the chosen method.
  'email.required': M.contactForMethodRequired,
  'phone.required': M.contactForMethodRequired,
})

export const shopOwnerLoginValidator = vine.create({
  emailOrPhone: vine.string().trim().minLength(1).maxLength(100),
  password: fields.password(),
})
shopOwnerLoginValidator.messagesProvider = new SimpleMessagesProvider({
  'emailOrPhone.required': M.emailOrPhoneAndPasswordRequired,
  'emailOrPhone.minLength': M.emailOrPhoneAndPasswordRequired,
  'password.required': M.emailOrPhoneAndPasswordRequired,
  'password.minLength': M.emailOrPhoneAndPasswordRequired,
})
