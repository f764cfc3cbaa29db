// Words only the console's screens shows. Words two packages show live in @shoplocal/shared/messages.

export * from './admin-payments'
export * from './admin'
export * from './spotlight'
export * from './trust'
