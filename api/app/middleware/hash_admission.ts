import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { passwordHashGate } from '#services/hash_gate'
import { systemErrors } from '#services/system_errors'

/**
 * On the routes that hash a password: when the hash gate is already full the
 * request is answered 503 with Retry-After before any database work, so a
 * refusal costs next to nothing even at the height of a burst.
 */
export async function admitHashing(_ctx: HttpContext, next: NextFn) {
  if (passwordHashGate.saturated) throw systemErrors.busy()
  return next()
}
