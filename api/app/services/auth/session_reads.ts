import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { authErrors } from '#services/auth/auth_errors'
import { currentUser, requireUser } from '#services/auth/current_user'
import { presentAuthUser, presentCustomer, presentOwnerProfile } from '#services/auth/presenters'

/* The three session reads the website's header and guards poll (spec 1 §7). */

export async function authUser(ctx: HttpContext) {
  return presentAuthUser(await requireUser(ctx))
}

/** Shop owners and admins; a customer session is not an owner session. */
export async function ownerProfile(ctx: HttpContext) {
  const user = await requireUser(ctx)
  if (user.role !== 'shop_owner' && !user.hasAdminRights) throw authErrors.unauthorized()
  const row = await db.from('shops').where('owner_id', user.id).count('* as total').first()
  return presentOwnerProfile(user, Number(row?.total ?? 0))
}

/** Never a 401: a visitor who is not a signed-in customer reads {authenticated: false}. */
export async function customerAuth(ctx: HttpContext) {
  const user = await currentUser(ctx)
  return user?.role === 'customer'
    ? { authenticated: true, customer: presentCustomer(user) }
    : { authenticated: false, customer: null }
}
