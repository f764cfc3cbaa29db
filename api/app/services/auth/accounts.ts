import { legacyPhoneForm, normalizePhone } from '@shoplocal/shared/rules'
import type { DetectedContact, Role } from '@shoplocal/shared/types'
import User from '#models/user'

/*
 * Account lookups. Email + role is unique, so one email may hold a customer
 * and a shop-owner account; phone numbers are compared in E.164, or as they
 * were stored before numbers were normalised.
 */
export function accountsByContact(contact: DetectedContact): Promise<User[]> {
  const query = User.query().orderBy('id', 'asc')
  if (contact.kind === 'email') return query.where('email', contact.value)
  return query.whereIn('phone', [...new Set([normalizePhone(contact.value), legacyPhoneForm(contact.value)])])
}

export function accountsByEmail(email: string): Promise<User[]> {
  return accountsByContact({ kind: 'email', value: email })
}

/**
 * The account that may sign in as one of `roles`, in order of preference. For
 * 'admin' the admin flag on any account counts too: a shop owner can be
 * given admin rights without a second account.
 */
export function accountForRoles(accounts: User[], roles: readonly Role[]): User | undefined {
  for (const role of roles) {
    const exact = accounts.find((account) => account.role === role)
    if (exact) return exact
    if (role === 'admin') {
      const flagged = accounts.find((account) => account.isAdmin)
      if (flagged) return flagged
    }
  }
  return undefined
}

/** Whether a new account of this role would collide with an existing one's email or phone. */
export async function contactTaken(role: Role, contact: DetectedContact): Promise<boolean> {
  const accounts = await accountsByContact(contact)
  return accounts.some((account) => account.role === role)
}
