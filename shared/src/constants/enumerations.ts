/**
 * The closed value sets of the data model. They are arrays (not only union types) because the API's
 * migrations and validators need the values at runtime; the union types in `types/` derive from them.
 */

export const ROLES = ['customer', 'shop_owner', 'admin'] as const
export const DEFAULT_ROLE = 'customer' satisfies (typeof ROLES)[number]
/** The account types the /login screen offers. */
export const LOGIN_FORM_ROLES = ['customer', 'shop_owner'] as const satisfies readonly (typeof ROLES)[number][]

export const CONTACT_METHODS = ['email', 'phone'] as const
export const SHOP_STATUSES = ['pending', 'approved', 'rejected'] as const
/** What the console shows beside a payment: the shop's status, or 'removed' once an admin removed the shop. */
export const PAYMENT_SHOP_STATUSES = [...SHOP_STATUSES, 'removed'] as const
/** A shop in one of these cannot go live as it stands: verifying its payment needs the admin's reason. */
export const CLOSED_SHOP_STATUSES = ['rejected', 'removed'] as const satisfies readonly (typeof PAYMENT_SHOP_STATUSES)[number][]
export const SHOP_PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'suspended', 'grace_period'] as const
/** 'spotlight' pays for a spotlight request; the spec's three types cover plans and fees. */
export const TRANSACTION_TYPES = ['registration', 'plan_payment', 'reactivation', 'spotlight'] as const
/**
 * 'awaiting_payment': the invoice exists (its reference is shown, or a card payment is open) but no money or
 * proof has arrived. A bank transfer becomes pending_verification when its proof is uploaded; a card payment
 * becomes verified when the provider's signed event says the money arrived.
 */
/**
 * 'on_hold': an invoice of a rejected shop that was still awaiting payment; it waits, unpayable, until the owner
 * resubmits the shop (then it awaits payment again). 'cancelled': an invoice of a removed (or deleted) shop that
 * no money had been sent for; nothing is owed on it.
 */
export const TRANSACTION_PAYMENT_STATUSES = [
  'awaiting_payment',
  'pending_verification',
  'verified',
  'rejected',
  'refunded',
  'on_hold',
  'cancelled',
] as const
export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const
/** An invoice still waiting for money or for its check: the one an owner resumes instead of starting anew. */
export const OPEN_PAYMENT_STATUSES = [
  'awaiting_payment',
  'pending_verification',
] as const satisfies readonly (typeof TRANSACTION_PAYMENT_STATUSES)[number][]
/** What an invoice line pays for. */
export const LINE_ITEM_KINDS = ['plan', 'registration', 'starter_addon', 'reactivation', 'spotlight'] as const
export const SPOTLIGHT_STATUSES = ['pending', 'approved', 'rejected', 'force_rejected', 'expired'] as const

/** Derived for display in the payments tab; not stored, so it cannot go stale. */
export const SUBSCRIPTION_DISPLAY_STATUSES = ['active', 'trial', 'expiring', 'suspended'] as const

export const CHAT_SENDER_TYPES = ['customer', 'shop_owner'] as const

export const PLAN_NAMES = ['free_trial', 'starter', 'pro', 'business', 'enterprise', 'spotlight'] as const
/** The €200/year card subscription: stored as an inactive payment_plans row so its payments name a plan. */
export const LISTING_PLAN_NAME = 'yearly_listing'
export const DEFAULT_PLAN_NAME = 'free_trial' satisfies (typeof PLAN_NAMES)[number]

export const CATEGORY_SLUGS = [
  'automotive',
  'beauty-health',
  'education',
  'electronics',
  'fashion',
  'food-beverages',
  'home-garden',
  'professional-services',
] as const

export const SORT_ORDERS = ['asc', 'desc'] as const

/** Filter values of the admin lists; 'all' means no filter. */
export const ALL_FILTER = 'all'
export const USER_STATUS_FILTERS = [ALL_FILTER, 'active', 'banned'] as const
export const SHOP_OWNER_STATUS_FILTERS = [ALL_FILTER, 'active', 'suspended'] as const
export const SHOP_OWNER_SORT_FIELDS = ['createdAt', 'name', 'email', 'shopName'] as const
