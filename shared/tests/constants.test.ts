import { describe, expect, it } from 'vitest'
import * as constants from '../src/constants/index.ts'

describe('business constants of the marketplace', () => {
  it('sizes lists and skeletons', () => {
    expect(constants.PREVIEW_PRODUCTS).toBe(32)
    expect(constants.HOME_PRODUCTS).toBe(20)
    expect(Object.values(constants.SKELETON_COUNTS).sort((a, b) => a - b)).toEqual([6, 8, 12])
  })

  it('times geolocation, refreshes, banners, redirects and toasts', () => {
    expect(constants.GEOLOCATION_TIMEOUT_MS).toBe(10_000)
    expect(constants.GEOLOCATION_MAX_AGE_MS).toBe(300_000)
    expect(constants.SPOTLIGHT_REFRESH_MS).toBe(300_000)
    expect(constants.PASSWORD_RESET_BANNER_MS).toBe(5_000)
    expect(constants.REDIRECT_DELAYS_MS).toEqual({ unauthorized: 500, signIn: 1_000, register: 1_500, paymentSucceeded: 1_500 })
    expect(constants.TOAST_DURATION_MS).toBe(5_000)
    expect(constants.TOAST_LIMIT).toBe(1)
  })

  it('sets rating, code, lockout and password limits', () => {
    expect([constants.RATING_MIN, constants.RATING_MAX]).toEqual([1, 5])
    expect(constants.PRIORITY_BADGE_THRESHOLD).toBe(5)
    expect(constants.CODE_LENGTH).toBe(6)
    expect(constants.CODE_EXPIRY_MS).toBe(600_000)
    expect(constants.CODE_MAX_ATTEMPTS).toBe(5)
    expect(constants.LOCKOUT_MAX_ATTEMPTS).toBe(5)
    expect(constants.LOCKOUT_MS).toBe(900_000)
    expect(constants.PASSWORD_MIN_FORM).toBe(6)
    expect(constants.PASSWORD_MIN_SCHEMA).toBe(8)
    expect(constants.PASSWORD_SPECIAL_CHARACTERS).toBe('@$!%*?&')
  })

  it('sets the report promise', () => {
    expect(constants.REPORT_RESPONSE_HOURS).toBe(24)
  })
})

describe('business constants of fees, admin and spotlight', () => {
  it('sets the fees and windows', () => {
    expect(constants.YEARLY_LISTING_FEE).toBe(200)
    expect(constants.REGISTRATION_FEE).toBe(19)
    expect(constants.FREE_TRIAL_DAYS).toBe(30)
    expect(constants.EXPIRING_WINDOW_DAYS).toBe(7)
  })

  it('sets admin paging', () => {
    expect(constants.ADMIN_PAGE_SIZE).toBe(20)
    expect(constants.ADMIN_LOGS_PAGE_SIZE).toBe(50)
  })

  it('sets the spotlight limits', () => {
    expect(constants.SPOTLIGHT_MONTHLY_FEE).toBe(149)
    expect(constants.SPOTLIGHT_DISCOUNT_PERCENT).toBe(10)
    expect(constants.SPOTLIGHT_DISCOUNT_MIN_MONTHS).toBe(2)
    expect(constants.SPOTLIGHT_MONTHS).toEqual({ min: 1, max: 12 })
    expect(constants.SPOTLIGHT_IMAGES).toEqual({ min: 1, max: 8 })
    expect(constants.SPOTLIGHT_PRIORITY).toEqual({ min: 0, max: 10, default: 0 })
  })

  it('uses euro and en-IE', () => {
    expect(constants.CURRENCY).toBe('EUR')
    expect(constants.LOCALE).toBe('en-IE')
  })

  it('records the data-model field lengths', () => {
    expect(constants.FIELD_LENGTHS.shop).toMatchObject({
      name: 200,
      location: 200,
      phone: 20,
      email: 100,
      website: 200,
      profileImageUrl: 500,
      paymentReference: 100,
    })
    expect(constants.FIELD_LENGTHS.category).toEqual({ name: 100, slug: 100, icon: 50 })
    expect(constants.FIELD_LENGTHS.contactMessage.senderName).toBe(100)
    expect(constants.FIELD_LENGTHS.verificationCode).toEqual({ code: 6, type: 20 })
  })
})

describe('enumerations', () => {
  it('lists the closed value sets with their defaults first-class', () => {
    expect(constants.ROLES).toEqual(['customer', 'shop_owner', 'admin'])
    expect(constants.SHOP_STATUSES).toEqual(['pending', 'approved', 'rejected'])
    expect(constants.SHOP_PAYMENT_STATUSES).toEqual(['pending', 'paid', 'expired', 'suspended', 'grace_period'])
    expect(constants.TRANSACTION_TYPES).toEqual(['registration', 'plan_payment', 'reactivation', 'spotlight'])
    expect(constants.TRANSACTION_PAYMENT_STATUSES).toEqual([
      'awaiting_payment',
      'pending_verification',
      'verified',
      'rejected',
      'refunded',
      'on_hold',
      'cancelled',
    ])
    expect(constants.SPOTLIGHT_STATUSES).toEqual(['pending', 'approved', 'rejected', 'force_rejected', 'expired'])
    expect(constants.SUBSCRIPTION_DISPLAY_STATUSES).toEqual(['active', 'trial', 'expiring', 'suspended'])
    expect(constants.CONTACT_METHODS).toEqual(['email', 'phone'])
    expect(constants.CATEGORY_SLUGS).toHaveLength(8)
  })

  it('keeps each default inside its set', () => {
    expect(constants.ROLES).toContain(constants.DEFAULT_ROLE)
    expect(constants.PLAN_NAMES).toContain(constants.DEFAULT_PLAN_NAME)
  })
})

describe('routes', () => {
  it('builds shop and spotlight links', () => {
    expect(constants.shopPath(7)).toBe('/shops/7')
    expect(constants.spotlightPath(3)).toBe('/spotlight/3')
  })
})
