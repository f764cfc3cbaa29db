import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { authErrors } from '#services/auth/auth_errors'

/**
 * The signed-in website user, or undefined. A banned account's session ends
 * here, so a ban takes effect on the next request even if a session survived.
 */
export async function currentUser(ctx: HttpContext): Promise<User | undefined> {
  const guard = ctx.auth.use('web')
  if (!(await guard.check())) return undefined
  const user = guard.user
  if (user?.banned) {
    await guard.logout()
    return undefined
  }
  return user
}

export async function requireUser(ctx: HttpContext): Promise<User> {
  const user = await currentUser(ctx)
  if (!user) throw authErrors.unauthorized()
  return user
}
