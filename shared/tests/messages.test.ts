import { describe, expect, it } from 'vitest'
import * as messages from '../src/messages/index.ts'

/** A toast's title and text joined as the screens show them: 'Title: text' or 'Title - text'. */
const joined = (toast: { title: string; description?: string }, separator: string): string =>
  `${toast.title}${separator}${toast.description ?? ''}`

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
    expect(messages.viewAllProductsLabel(32)).toBe('View All Products (32)')
  })

  it('keeps the session and logout toasts', () => {
    expect(joined(messages.SESSION_TOASTS.authenticationRequired, ': ')).toBe(
      'Authentication Required: Please sign in to access the dashboard.',
    )
    expect(messages.SESSION_TOASTS.unauthorized.description).toBe('You are logged out. Logging in again...')
    expect(joined(messages.SESSION_TOASTS.logoutFailed, ' - ')).toBe('Logout Failed - There was an error logging out. Please try again.')
    expect(joined(messages.CATALOGUE_ERRORS.guestSessionFailed, ' - ')).toBe('Error - Failed to create guest session. Please try again.')
  })

  it('keeps the auth failure titles, fallbacks and success toasts', () => {
    expect(messages.AUTH_FAILURES.resend).toEqual({ title: 'Resend Failed', fallback: 'Failed to resend code' })
    expect(messages.AUTH_FAILURES.signIn).toEqual({ title: 'Sign In Failed', fallback: 'Login failed' })
    expect(messages.AUTH_FALLBACKS.invalidCredentials).toBe('Invalid credentials. Please try again.')
    expect(messages.AUTH_SUCCESS.registrationSuccessful).toBe('Registration Successful!')
    expect(messages.AUTH_SUCCESS.emailVerified).toBe('Email Verified!')
    expect(messages.PASSWORD_RESET_BANNER).toBe('Successfully reset password. You can now sign in with your new password.')
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
    expect(messages.VALIDATION_TOASTS.passwordsDontMatch).toEqual({
      title: "Passwords Don't Match",
      description: 'Please ensure both password fields contain the same value.',
    })
    expect(messages.VALIDATION_TOASTS.ratingRequired).toEqual({
      title: 'Rating Required',
      description: 'Please select a rating before submitting.',
    })
  })

  it('keeps the report dialog', () => {
    expect(messages.REPORT_DIALOG.close).toBe('Got it! Close')
    expect(messages.REPORT_DIALOG.instructions).toContain("'Report'")
    expect(messages.REPORT_DIALOG.promise).toContain('24 hours')
  })

  it('keeps the review errors', () => {
    expect(messages.REVIEW_MESSAGES.submitFailed).toBe('Failed to submit rating. Please try again.')
    expect(messages.REVIEW_MESSAGES.pendingRatingFailed).toBe('Failed to submit your rating. Please try again.')
  })
})

describe('wording pinned on the owner and admin screens', () => {
  it('keeps the owner dashboard labels', () => {
    expect(messages.OWNER_DASHBOARD_LABELS.listingBadge).toBe('List Your Shop - €200/year')
  })

  it('keeps the admin panel texts', () => {
    expect(messages.ACCESS_DENIED.title).toBe('Access Denied')
    expect(messages.ACCESS_DENIED.classic).toBe("You don't have permission to access the admin panel.")
    expect(messages.ACCESS_DENIED.enhanced).toBe("You don't have permission to access the enhanced admin panel.")
    expect(messages.ADMIN_LABELS.noShopOwners).toBe('No shop owners found')
    expect(messages.DEFAULT_REJECT_REASON).toBe('No reason provided')
    expect(messages.pageIndicator(2, 5)).toBe('Page 2 of 5')
    expect(messages.MODERATION_ERRORS.approveShop).toBe('Failed to approve shop. Please try again.')
    expect(messages.ADMIN_LIST_ERRORS.markPaid).toBe('Failed to mark payment as paid')
  })

  it('keeps the spotlight validation messages', () => {
    expect(messages.VALIDATION_MESSAGES.imageTooLarge).toBe('Image size must be less than 5MB')
    expect(messages.VALIDATION_TOASTS.spotlightTooManyImages.title).toBe('Too many images')
  })
})

describe('messageOrFallback', () => {
  it("prefers the server's message and ignores blank ones", () => {
    expect(messages.messageOrFallback('Email taken', 'Registration failed')).toBe('Email taken')
    expect(messages.messageOrFallback('', 'Registration failed')).toBe('Registration failed')
    expect(messages.messageOrFallback(undefined, 'Registration failed')).toBe('Registration failed')
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
