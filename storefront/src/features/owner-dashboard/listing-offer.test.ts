import { describe, expect, it } from 'vitest'
import type { BillingShop } from '@shoplocal/shared/types'
import { listingBadge, listingOffer } from './listing-offer.ts'

const shop = (currentPlan: string, planDisplayName: string, displayStatus: BillingShop['displayStatus'] = 'active'): BillingShop => ({
  id: 1,
  name: 'Burren Books',
  currentPlan,
  planDisplayName,
  paymentStatus: 'paid',
  displayStatus,
  maxProducts: 30,
  productsUsed: 3,
  planEndDate: null,
  nextPaymentDue: null,
  gracePeriodUntil: null,
  reactivationFeeRequired: false,
  starterAddon: false,
  registrationFeePaid: true,
})

describe("the dashboard's yearly listing offer", () => {
  it('is the next step on the free trial, or without shops', () => {
    expect(listingBadge(listingOffer([]))).toBe('List Your Shop - €200/year')
    expect(listingBadge(listingOffer([shop('free_trial', 'Free Trial', 'trial')]))).toBe('List Your Shop - €200/year')
  })

  it('says what it replaces and what those plans cost a year now', () => {
    expect(listingBadge(listingOffer([shop('pro', 'Pro')]))).toBe(
      'Yearly listing €200/year for all your shops, in place of your Pro plan (€396/year now)',
    )
    const offer = listingOffer([shop('starter', 'Starter'), shop('pro', 'Pro', 'expiring'), shop('business', 'Business')])
    expect(offer).toEqual({ kind: 'replaces', planNames: ['Starter', 'Pro', 'Business'], yearlyNow: 39 * 12 + 99 * 4 + 299 })
    expect(listingBadge(offer)).toBe(
      'Yearly listing €200/year for all your shops, in place of your Starter, Pro and Business plans (€1,163/year now)',
    )
    // A shop suspended for non-payment is not paid for.
    expect(listingOffer([shop('pro', 'Pro', 'suspended')])).toEqual({ kind: 'first' })
  })

  it('is theirs once they are on the listing', () => {
    expect(listingBadge(listingOffer([shop('yearly_listing', 'Yearly listing')]))).toBe('Your yearly listing')
  })
})
