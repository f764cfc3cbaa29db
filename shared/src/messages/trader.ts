import { TRADER_IDENTITY_MAX_BYTES, type TraderCheckItem, type TraderRegister } from '../constants/trader.ts'

/** What the trader certifies (DSA Art. 30(1)(e)): the owner's form asks it, the shop page and the console show it. */
export const TRADER_SELF_CERTIFICATION = 'I offer only products and services that comply with the applicable rules of EU law.'

/** Each checklist item's name: the console's checklist, and the approval refusal that names what is missing. */
export const TRADER_CHECK_LABELS: Record<TraderCheckItem, string> = {
  legalName: 'Legal name',
  address: 'Geographic address',
  phone: 'Phone',
  email: 'E-mail',
  register: 'Trade register and number',
  vatNumber: 'VAT number',
  iban: 'Payment account (IBAN)',
  identityDocument: 'Identity document',
  selfCertification: 'Self-certification',
}

export const TRADER_REGISTER_LABELS: Record<TraderRegister, string> = {
  cro: 'Companies Registration Office (company number)',
  rbn: 'Register of Business Names (RBN number)',
}

const IDENTITY_MAX_MB = TRADER_IDENTITY_MAX_BYTES / (1024 * 1024)

/** The API's answers the owner's form shows beside its fields or as toasts. */
export const TRADER_MESSAGES = {
  saved: 'Your trader details have been saved.',
  identitySaved: 'Your identity document has been uploaded.',
  legalNameRequired: 'Please enter your legal name',
  addressRequired: 'Please enter the address where you trade',
  phoneInvalid: 'Please enter a phone number with at least 7 digits',
  emailInvalid: 'Please enter a valid e-mail address',
  registerNumberRequired: 'Please enter the register number',
  registerNumberInvalid: 'A CRO or RBN number is up to 7 digits, with no letters',
  vatNumberInvalid: 'This is not a VAT number (an Irish one looks like IE1234567FA)',
  ibanInvalid: 'This IBAN is not valid: please check it against your bank statement',
  selfCertificationRequired: 'Please confirm the self-certification',
  identityMissing: 'Please choose your identity document',
  identityWrongType: 'An identity document must be a photo (JPEG, PNG, WebP) or a PDF',
  identityTooLarge: `An identity document must be smaller than ${IDENTITY_MAX_MB}MB`,
  detailsFirst: 'Please save your trader details before uploading the identity document.',
} as const
