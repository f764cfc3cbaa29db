import hash from '@adonisjs/core/services/hash'
import { Exception } from '@adonisjs/core/exceptions'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import { ACCESS_DENIED } from '@shoplocal/shared/messages'
import type { AdminAuthUser, AdminTokenResponse } from '@shoplocal/shared/types'
import User from '#models/user'

export const INVALID_CREDENTIALS = 'Invalid email or password.'
export const ACCOUNT_SUSPENDED = 'This account has been suspended.'

/* A hash to compare against when no account matches, so a wrong e-mail costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined

export function toAdminAuthUser(user: User): AdminAuthUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isAdmin: user.isAdmin,
  }
}

/**
 * One e-mail may hold several accounts (one per role). The admin console signs
 * in with whichever of them the password opens, preferring one with admin
 * rights; only such an account receives a token.
 */
async function accountFor(email: string, password: string): Promise<User> {
  const candidates = await User.query().where('email', email.trim().toLowerCase())
  const ranked = candidates.sort((a, b) => Number(b.hasAdminRights) - Number(a.hasAdminRights))
  for (const candidate of ranked) {
    if (candidate.password && (await hash.verify(candidate.password, password))) return candidate
  }
  decoyHash ??= hash.make('decoy-password-for-timing')
  if (ranked.length === 0) await hash.verify(await decoyHash, password)
  throw new Exception(INVALID_CREDENTIALS, { status: 401, code: 'E_INVALID_CREDENTIALS' })
}

export async function issueAdminToken(email: string, password: string): Promise<AdminTokenResponse> {
  const user = await accountFor(email, password)
  if (user.banned) throw new Exception(ACCOUNT_SUSPENDED, { status: 403 })
  if (!user.hasAdminRights) throw new Exception(ACCESS_DENIED.enhanced, { status: 403 })
  const token = await User.accessTokens.create(user, ['admin'], { name: 'desktop-console' })
  return {
    token: token.value!.release(),
    expiresAt: token.expiresAt?.toISOString() ?? null,
    user: toAdminAuthUser(user),
  }
}

export async function revokeAdminToken(user: User, token: AccessToken) {
  await User.accessTokens.delete(user, token.identifier)
}
