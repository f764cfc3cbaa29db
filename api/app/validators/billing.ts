import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { FIELD_LENGTHS, PAYMENT_METHODS } from '@shoplocal/shared/constants'
import { BILLING_ERRORS as M } from '@shoplocal/shared/messages'

/* Bodies of the billing calls. The client says what it wants to pay for; the amounts are the server's. */

const CHECKOUT_PURPOSES = ['plan', 'reactivation', 'spotlight', 'listing'] as const
const id = () => vine.number().withoutDecimals().positive()

/** What is being paid for: the same fields for the quote shown first and the checkout that follows it. */
const target = () => ({
  purpose: vine.enum(CHECKOUT_PURPOSES),
  shopId: id().optional().requiredWhen('purpose', 'in', ['plan', 'reactivation']),
  planName: vine.string().trim().minLength(1).maxLength(50).optional().requiredWhen('purpose', '=', 'plan'),
  starterAddon: vine.boolean().optional(),
  spotlightRequestId: id().optional().requiredWhen('purpose', '=', 'spotlight'),
})

const { purpose, ...thing } = target()
export const checkoutValidator = vine.create({ purpose, paymentMethod: vine.enum(PAYMENT_METHODS), ...thing })
/** POST /api/payments/quote: what a checkout would bill, before anything is created. */
export const quoteValidator = vine.create(target())

const targetMessages = new SimpleMessagesProvider({
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
checkoutValidator.messagesProvider = targetMessages
quoteValidator.messagesProvider = targetMessages
export type QuoteInput = Infer<typeof quoteValidator>

/** The optional referral code of the owner sign-up form: an existing owner's code, in any case. */
export const referralCodeField = () =>
  vine.string().trim().toUpperCase().maxLength(12).exists({ table: 'users', column: 'referral_code' }).nullable().optional()

export const referralCodeMessages = {
  'referralCode.maxLength': M.referralCodeTooLong,
  'referralCode.database.exists': M.unknownReferralCode,
}

/**
 * PUT /api/billing/details: what receipts print as the buyer's. Blank clears a field; the service writes the VAT
 * number as VIES does and checks it.
 */
export const billingDetailsValidator = vine.create({
  billingAddress: vine.string().trim().maxLength(FIELD_LENGTHS.billing.address).nullable().optional(),
  vatNumber: vine.string().trim().maxLength(40).nullable().optional(),
})
billingDetailsValidator.messagesProvider = new SimpleMessagesProvider({
  'billingAddress.maxLength': M.billingAddressTooLong,
})
export type BillingDetailsInput = Infer<typeof billingDetailsValidator>
