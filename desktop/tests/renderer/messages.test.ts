import { describe, expect, it } from 'vitest'
import {
  ADMIN_LABELS,
  ADMIN_LIST_ERRORS,
  MODERATION_ERRORS,
  customersCountLabel,
  exportProgressLabel,
  pageIndicator,
  queueTabTitle,
} from '../../src/renderer/messages'

describe('wording pinned on the console', () => {
  it('keeps the admin panel texts', () => {
    expect(ADMIN_LABELS.noShopOwners).toBe('No shop owners found')
    expect(pageIndicator(2, 5)).toBe('Page 2 of 5')
    expect(MODERATION_ERRORS.approveShop).toBe('Failed to approve shop. Please try again.')
    expect(ADMIN_LIST_ERRORS.markPaid).toBe('Failed to mark payment as paid')
  })

  it('formats counts the Irish way', () => {
    expect(customersCountLabel(20, 100000)).toBe('Showing 20 of 100,000 customers')
    expect(exportProgressLabel(12000, 100000)).toBe('12,000 of 100,000 rows')
  })

  it('names the count of each kind in the moderation queue title, singular or plural', () => {
    expect(queueTabTitle({ shop: 1, payment: 0, spotlight: 2 })).toBe('Moderation Queue (1 shop · 0 payments · 2 spotlights)')
  })
})
