import { BILLING_DETAILS_SAVED } from '#messages/index'
import type { BillingDetails } from '@shoplocal/shared/types'
import type User from '#models/user'
import { billingErrors } from '#services/billing/billing_errors'
import type { BillingDetailsInput } from '#validators/billing'

/** A VAT number as the EU's VIES writes it: the country code, then 2 to 12 letters or digits. */
const VAT_NUMBER = /^[A-Z]{2}[0-9A-Z+*]{2,12}$/

/**
 * PUT /api/billing/details: the owner's billing address and VAT number, printed as the buyer's on the receipts
 * issued from now on (an issued receipt keeps what it said). A blank field clears it; an absent one is kept.
 */
export async function saveBillingDetails(
  owner: User,
  input: BillingDetailsInput,
): Promise<{ message: string; billingDetails: BillingDetails }> {
  // Spaces, dots and dashes people type are dropped, and letters upper-cased: 'ie 1234567 t' is IE1234567T.
  const vatNumber = input.vatNumber === undefined ? owner.vatNumber : input.vatNumber?.replace(/[\s.-]/g, '').toUpperCase() || null
  if (vatNumber !== null && !VAT_NUMBER.test(vatNumber)) throw billingErrors.vatNumberInvalid()
  const billingAddress = input.billingAddress === undefined ? owner.billingAddress : input.billingAddress || null
  owner.merge({ billingAddress, vatNumber })
  await owner.save()
  return { message: BILLING_DETAILS_SAVED, billingDetails: { billingAddress, vatNumber } }
}
