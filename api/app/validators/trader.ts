import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import { TRADER_CHECK_ITEMS, TRADER_FIELD_LENGTHS as L, TRADER_REGISTERS, type TraderRegister } from '@shoplocal/shared/constants'
import { TRADER_MESSAGES as T, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { isValidIban, isValidRegisterNumber, isValidVatNumber, isValidEmail, phoneHasMinDigits } from '@shoplocal/shared/rules'

/*
 * The trader details (PUT /api/shops/{id}/trader) and the admin's checklist (PUT /api/admin/shops/{id}/trader/checks).
 * Each shape the issue names is checked here, so bad input is a 422 beside its field and nothing is stored.
 */

const check = (test: (value: string) => boolean, message: string) =>
  vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value === 'string' && value !== '' && !test(value)) field.report(message, 'shape', field)
  })

/** The number fits the register it is on; a register with no number is a missing number. */
const registerNumberShape = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    const register = (field.parent as { register?: TraderRegister | null }).register ?? null
    if (register === null) return
    if (typeof value !== 'string' || value.trim() === '') field.report(T.registerNumberRequired, 'required', field)
    else if (!isValidRegisterNumber(register, value)) field.report(T.registerNumberInvalid, 'shape', field)
  },
  { implicit: true },
)

export const traderValidator = vine.create({
  legalName: vine.string().trim().minLength(1).maxLength(L.legalName),
  address: vine.string().trim().minLength(1).maxLength(L.address),
  phone: vine.string().trim().maxLength(L.phone).use(check(phoneHasMinDigits, T.phoneInvalid)()),
  email: vine.string().trim().maxLength(L.email).use(check(isValidEmail, T.emailInvalid)()),
  register: vine.enum(TRADER_REGISTERS).nullable().optional(),
  registerNumber: vine
    .string()
    .trim()
    .maxLength(L.registerNumber + 4)
    .use(registerNumberShape())
    .nullable()
    .optional(),
  vatNumber: vine
    .string()
    .trim()
    .maxLength(L.vatNumber + 4)
    .use(check(isValidVatNumber, T.vatNumberInvalid)())
    .nullable()
    .optional(),
  iban: vine
    .string()
    .trim()
    .maxLength(L.iban + 8)
    .use(check(isValidIban, T.ibanInvalid)()),
  selfCertified: vine.accepted(),
})
traderValidator.messagesProvider = new SimpleMessagesProvider({
  'legalName.required': T.legalNameRequired,
  'legalName.minLength': T.legalNameRequired,
  'address.required': T.addressRequired,
  'address.minLength': T.addressRequired,
  'phone.required': T.phoneInvalid,
  'email.required': T.emailInvalid,
  'iban.required': T.ibanInvalid,
  'register.enum': T.registerNumberInvalid,
  'selfCertified.required': T.selfCertificationRequired,
  'selfCertified.accepted': T.selfCertificationRequired,
  maxLength: M.fieldTooLong,
})
export type TraderInput = Infer<typeof traderValidator>

export const traderChecksValidator = vine.create({
  items: vine.array(vine.enum(TRADER_CHECK_ITEMS)).distinct().maxLength(TRADER_CHECK_ITEMS.length),
})
