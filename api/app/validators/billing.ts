import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { PAYMENT_METHODS } from '@shoplocal/shared/constants'
import { BILLING_ERRORS as M } from '@shoplocal/shared/messages'

/* Bodies of the billing calls. The client says what it wants to pay for; the amounts are the server's. */

const CHECKOUT_PURPOSES = ['plan', 'reactivation', 'spotlight'] as const
const id = () => vine.number().withoutDecimals().positive()

export const checkoutValidator = vine.create({
  purpose: vine.enum(CHECKOUT_PURPOSES),
  paymentMethod: vine.enum(PAYMENT_METHODS),
  shopId: id().optional().requiredWhen('purpose', 'in', ['plan', 'reactivation']),
  planName: vine.string().trim().minLength(1).maxLength(50).optional().requiredWhen('purpose', '=', 'plan'),
  starterAddon: vine.boolean().optional(),
  spotlightRequestId: id().optional().requiredWhen('purpose', '=', 'spotlight'),
})
checkoutValidator.messagesProvider = new SimpleMessagesProvider({
  'purpose.required': M.purposeRequired,
  'purpose.enum': M.purposeRequired,
  'paymentMethod.required': M.paymentMethodRequired,
  'paymentMethod.enum': M.paymentMethodRequired,
  'shopId.required': M.shopRequired,
  'shopId.number': M.shopRequired,
  'shopId.withoutDecimals': M.shopRequired,
  'shopId.positive': M.shopRequired,
  'planName.required': M.planRequired,
  'planName.minLength': M.planRequired,
  'planName.maxLength': M.planNotFound,
  'starterAddon.boolean': M.starterAddonInvalid,
  'spotlightRequestId.required': M.spotlightRequestRequired,
  'spotlightRequestId.number': M.spotlightRequestRequired,
  'spotlightRequestId.withoutDecimals': M.spotlightRequestRequired,
  'spotlightRequestId.positive': M.spotlightRequestRequired,
})
export type CheckoutInput = Infer<typeof checkoutValidator>

/** The optional referral code of the owner sign-up form: an existing owner's code, in any case. */
export const referralCodeField = () =>
  vine.string().trim().toUpperCase().maxLength(12).exists({ table: 'users', column: 'referral_code' }).nullable().optional()

export const referralCodeMessages = {
  'referralCode.maxLength': M.referralCodeTooLong,
  'referralCode.database.exists': M.unknownReferralCode,
}
