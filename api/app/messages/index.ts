// Words only the API shows. Words two packages show live in @shoplocal/shared/messages.

export * from './account.js'
export * from './admin-payments.js'
export * from './admin.js'
export * from './auth.js'
export * from './billing.js'
export * from './catalogue.js'
export * from './notifications.js'
export * from './owner.js'
export * from './receipts.js'
export * from './spotlight.js'
export * from './subscription.js'
export * from './trust.js'
