import { describe, expect, it } from 'vitest'
import * as messages from './index.ts'

/** A toast's title and text joined as the screens show them: 'Title: text' or 'Title - text'. */
const joined = (toast: { title: string; description?: string }, separator: string): string =>
  `${toast.title}${separator}${toast.description ?? ''}`

describe('wording pinned on the website', () => {
  it('keeps the catalogue link and the session and logout toasts', () => {
    expect(messages.viewAllProductsLabel(32)).toBe('View All Products (32)')
    expect(joined(messages.SESSION_TOASTS.authenticationRequired, ': ')).toBe(
      'Authentication Required: Please sign in to access the dashboard.',
    )
    expect(messages.SESSION_TOASTS.unauthorized.description).toBe('You are logged out. Logging in again...')
    expect(joined(messages.SESSION_TOASTS.logoutFailed, ' - ')).toBe('Logout Failed - There was an error logging out. Please try again.')
    expect(joined(messages.CATALOGUE_ERRORS.guestSessionFailed, ' - ')).toBe('Error - Failed to create guest session. Please try again.')
  })

  it('keeps the auth fallbacks and success toasts', () => {
    expect(messages.AUTH_FALLBACKS.invalidCredentials).toBe('Invalid credentials. Please try again.')
    expect(messages.AUTH_SUCCESS.registrationSuccessful).toBe('Registration Successful!')
    expect(messages.AUTH_SUCCESS.emailVerified).toBe('Email Verified!')
    expect(messages.PASSWORD_RESET_BANNER).toBe('Successfully reset password. You can now sign in with your new password.')
  })

  it('keeps the validation toasts', () => {
    expect(messages.VALIDATION_TOASTS.passwordsDontMatch).toEqual({
      title: "Passwords Don't Match",
      description: 'Please ensure both password fields contain the same value.',
    })
    expect(messages.VALIDATION_TOASTS.ratingRequired).toEqual({
      title: 'Rating Required',
      description: 'Please select a rating before submitting.',
    })
    expect(messages.VALIDATION_TOASTS.spotlightTooManyImages.title).toBe('Too many images')
  })

  it('keeps the report dialog, the review errors and the listing badge', () => {
    expect(messages.REPORT_DIALOG.close).toBe('Got it! Close')
    expect(messages.REPORT_DIALOG.instructions).toContain('Report link')
    expect(messages.REPORT_DIALOG.promise).toContain('24 hours')
    expect(messages.REVIEW_MESSAGES.submitFailed).toBe('Failed to submit rating. Please try again.')
    expect(messages.REVIEW_MESSAGES.pendingRatingFailed).toBe('Failed to submit your rating. Please try again.')
    expect(messages.OWNER_DASHBOARD_LABELS.listingBadge).toBe('List Your Shop - €200/year')
  })
})

describe('messageOrFallback', () => {
  it("prefers the server's message and ignores blank ones", () => {
    expect(messages.messageOrFallback('Email taken', 'Registration failed')).toBe('Email taken')
    expect(messages.messageOrFallback('', 'Registration failed')).toBe('Registration failed')
    expect(messages.messageOrFallback(undefined, 'Registration failed')).toBe('Registration failed')
  })
})
