// Words only the website shows. Words two packages show live in @shoplocal/shared/messages.

export * from './admin.ts'
export * from './auth.ts'
export * from './catalogue.ts'
export * from './common.ts'
export * from './notification-screens.ts'
export * from './opening-hours.ts'
export * from './owner.ts'
export * from './payments.ts'
export * from './site.ts'
export * from './spotlight.ts'
export * from './subscription.ts'
export * from './validation.ts'
