import { describe, expect, it } from 'vitest'
import * as messages from '../src/messages/index.ts'

describe('wording pinned on the marketplace screens', () => {
  it('keeps the shop-detail fallbacks and empty states', () => {
    expect(messages.CATALOGUE_FALLBACKS).toEqual({
      productName: 'Premium Product',
      productDescription: 'High quality product from a trusted local shop.',
      shopName: 'Local Shop',
      memberSince: 'Unknown',
    })
    expect(messages.CATALOGUE_EMPTY.noProducts).toBe('No products found')
    expect(messages.CATALOGUE_EMPTY.shopNotFound).toBe('Shop Not Found')
    expect(messages.CATALOGUE_EMPTY.noShopProductsTitle).toBe('No products listed yet')
    expect(messages.CATALOGUE_EMPTY.noShopProductsText).toBe("This shop hasn't added any products or services yet.")
    expect(messages.SPOTLIGHT_PAGE.notFound).toBe('Spotlight Product Not Found')
  })

  it('keeps the auth failure titles, fallbacks and success toasts', () => {
    expect(messages.AUTH_FAILURES.resend).toEqual({ title: 'Resend Failed', fallback: 'Failed to resend code' })
    expect(messages.AUTH_FAILURES.signIn).toEqual({ title: 'Sign In Failed', fallback: 'Login failed' })
  })

  it('keeps the validation wording', () => {
    const v = messages.VALIDATION_MESSAGES
    expect(v.contactRequired).toBe('Please provide either an email or phone number.')
    expect(v.firstNameTooShort).toBe('First name must be at least 2 characters')
    expect(v.lastNameTooLong).toBe('Last name must be less than 50 characters')
    expect(v.phoneTooShort).toBe('Phone number must be at least 10 digits')
    expect(v.cityTooLong).toBe('City must be less than 100 characters')
    expect(v.codeLength).toBe('Verification code must be 6 digits')
    expect(v.passwordsDontMatch).toBe("Passwords don't match")
    expect(v.passwordsDoNotMatch).toBe('Passwords do not match')
    expect(v.formPasswordTooShort).toBe('Password must be at least 6 characters long')
    expect(v.emailOrPhoneAndPasswordRequired).toBe('Please enter both email/phone and password')
  })
})

describe('wording pinned on the owner and admin screens', () => {
  it('keeps the admin panel texts', () => {
    expect(messages.ACCESS_DENIED.title).toBe('Access Denied')
    expect(messages.ACCESS_DENIED.classic).toBe("You don't have permission to access the admin panel.")
    expect(messages.ACCESS_DENIED.enhanced).toBe("You don't have permission to access the enhanced admin panel.")
    expect(messages.DEFAULT_REJECT_REASON).toBe('No reason provided')
  })

  it('keeps the spotlight validation messages', () => {
    expect(messages.VALIDATION_MESSAGES.imageTooLarge).toBe('Image size must be less than 5MB')
  })
})

describe('the catalogue as a whole', () => {
  const strings = (value: unknown): string[] => {
    if (typeof value === 'string') return [value]
    if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
    return []
  }

  it('has no empty string and no leftover naira sign or placeholder', () => {
    const all = Object.values(messages).flatMap(strings)
    expect(all.length).toBeGreaterThan(300)
    for (const text of all) {
      expect(text.trim()).not.toBe('')
      expect(text).not.toMatch(/₦|NGN|Nigeria|TODO|\{\w+\}/)
    }
  })
})
