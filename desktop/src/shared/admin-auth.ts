import { ACCESS_DENIED, AUTH_FAILURES } from '@shoplocal/shared/messages'
import { serverMessage } from '@shoplocal/shared/rules'
import type { AdminAuthUser } from '@shoplocal/shared/types'
import type { ApiRequest, ApiResult, AuthStatus, SignInResult } from './bridge.js'

/**
 * The desktop sign-in protocol (api/start/routes/admin.ts), shared by the Electron main process
 * and the browser bridge so both hold the token the same way and report the same outcomes.
 */

const ADMIN_TOKEN_PATH = '/api/admin/auth/token'
const ADMIN_ME_PATH = '/api/admin/auth/me'
const ADMIN_CODE_TOKEN_PATH = '/api/admin/auth/code-token'

export type SendApiRequest = (request: ApiRequest, headers?: Record<string, string>) => Promise<ApiResult>

export const bearerHeader = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` })

const ROLES: readonly string[] = ['customer', 'shop_owner', 'admin']

function isAdminAuthUser(value: unknown): value is AdminAuthUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  const optionalText = (field: unknown) => field === null || typeof field === 'string'
  return (
    typeof user.id === 'number' &&
    optionalText(user.firstName) &&
    optionalText(user.lastName) &&
    optionalText(user.email) &&
    typeof user.role === 'string' &&
    ROLES.includes(user.role) &&
    typeof user.isAdmin === 'boolean'
  )
}

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const unreachableMessage = (detail: string): string => `Cannot reach the API (${detail})`

/** Exchanges email and password for a token; the token goes to the caller's store, never the page. */
export function requestAdminToken(
  send: SendApiRequest,
  email: string,
  password: string,
): Promise<{ result: SignInResult; token: string | null }> {
  return exchangeForToken(send, ADMIN_TOKEN_PATH, { email, password })
}

/** Exchanges email and a mailed sign-in code for a token, like the password. */
export function requestAdminTokenByCode(
  send: SendApiRequest,
  email: string,
  code: string,
): Promise<{ result: SignInResult; token: string | null }> {
  return exchangeForToken(send, ADMIN_CODE_TOKEN_PATH, { email, code })
}

async function exchangeForToken(
  send: SendApiRequest,
  path: string,
  credentials: object,
): Promise<{ result: SignInResult; token: string | null }> {
  const response = await send({ method: 'POST', path, body: credentials })
  if (response.type === 'network-error') {
    return { result: { type: 'failed', message: unreachableMessage(response.message) }, token: null }
  }
  const body = parseJson(response.body)
  if (response.status === 200 && body && typeof body.token === 'string' && isAdminAuthUser(body.user)) {
    return { result: { type: 'signed-in', user: body.user }, token: body.token }
  }
  if (response.status === 403) {
    return { result: { type: 'access-denied', message: serverMessage(response.body) ?? ACCESS_DENIED.enhanced }, token: null }
  }
  const message = response.status === 200 ? null : serverMessage(response.body)
  return { result: { type: 'failed', message: message ?? AUTH_FAILURES.signIn.fallback }, token: null }
}

/**
 * Who the token belongs to. A token the API refuses (expired, revoked, account suspended or no
 * longer an admin) is reported so the caller forgets it; anything else unexpected is an error.
 */
export async function fetchAdminStatus(
  send: SendApiRequest,
  token: string | null,
): Promise<{ status: AuthStatus; tokenRejected: boolean }> {
  if (!token) return { status: { type: 'signed-out' }, tokenRejected: false }
  const response = await send({ method: 'GET', path: ADMIN_ME_PATH }, bearerHeader(token))
  if (response.type === 'network-error') throw new Error(unreachableMessage(response.message))
  if (response.status === 401 || response.status === 403) {
    return { status: { type: 'signed-out', ended: true }, tokenRejected: true }
  }
  const body = parseJson(response.body)
  if (response.status === 200 && body && isAdminAuthUser(body.user)) {
    return { status: { type: 'signed-in', user: body.user }, tokenRejected: false }
  }
  throw new Error(`${response.status}: ${serverMessage(response.body) ?? response.statusText}`)
}

/** Best effort: the local copy is forgotten whatever the server says. */
export async function revokeAdminToken(send: SendApiRequest, token: string | null): Promise<void> {
  if (!token) return
  await send({ method: 'DELETE', path: ADMIN_TOKEN_PATH }, bearerHeader(token))
}
