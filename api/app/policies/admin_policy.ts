import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { ACCESS_DENIED } from '@shoplocal/shared/messages'
import type User from '#models/user'

/**
 * Who may use the admin API: an account with the admin role or the admin
 * flag (a shop owner can hold the flag), and not banned. Checked on every
 * request, so revoking the flag takes effect at once.
 */
export default class AdminPolicy extends BasePolicy {
  access(user: User): AuthorizerResponse {
    return user.hasAdminRights && !user.banned ? true : AuthorizationResponse.deny(ACCESS_DENIED.enhanced, 403)
  }
}
