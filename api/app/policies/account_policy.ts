import db from '@adonisjs/lucid/services/db'
import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { ADMIN_SERVER_MESSAGES } from '#messages/index'
import type User from '#models/user'
import { countOf } from '#helpers/sql_values'

/*
 * Which accounts an admin may suspend or delete. An admin may not lock
 * themselves out, and the platform must keep at least one working account
 * with the admin role: holders of the admin flag alone may not remove it.
 * Refusals are 409 (the request conflicts with the platform's state), with
 * the console's own wording.
 */
async function activeAdminAccounts(): Promise<number> {
  const row = await db.from('users').where('role', 'admin').where('banned', false).count('* as total').first()
  return countOf(row)
}

async function lockoutCheck(admin: User, target: User, selfMessage: string): Promise<AuthorizerResponse> {
  if (admin.id === target.id) return AuthorizationResponse.deny(selfMessage, 409)
  if (target.role === 'admin' && !target.banned && (await activeAdminAccounts()) <= 1) {
    return AuthorizationResponse.deny(ADMIN_SERVER_MESSAGES.lastAdmin, 409)
  }
  return true
}

export default class AccountPolicy extends BasePolicy {
  suspend(admin: User, target: User) {
    return lockoutCheck(admin, target, ADMIN_SERVER_MESSAGES.cannotSuspendSelf)
  }

  delete(admin: User, target: User) {
    return lockoutCheck(admin, target, ADMIN_SERVER_MESSAGES.cannotDeleteSelf)
  }
}
