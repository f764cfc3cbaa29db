/*
 * A guest session proves its e-mail or phone with a 6-digit code before it may reserve: POST
 * /api/guest-session/code sends one (by mail, else by SMS), POST /api/guest-session/confirm checks it. The code
 * lives on the session row like a review's (10 minutes, CODE_MAX_ATTEMPTS wrong tries, a new one replaces it).
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { CODE_MAX_ATTEMPTS } from '@shoplocal/shared/constants'
import { codeAttemptsLeft, codeExpiresAt } from '@shoplocal/shared/rules'
import type GuestSession from '#models/guest_session'
import { authErrors } from '#services/auth/auth_errors'
import { generateCode, sameCode } from '#services/auth/one_time_codes'
import { sendAccountNotice } from '#services/notifications/account_notices'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

export async function sendGuestCode(guest: GuestSession): Promise<void> {
  const code = generateCode()
  await db
    .from('guest_sessions')
    .where('id', guest.id)
    .update({ confirmation_code: code, confirmation_expires_at: toSqlDateTime(codeExpiresAt()), confirmation_attempts: 0 })
  if (guest.email) return sendAccountNotice('verification_code', { email: guest.email }, { code })
  if (guest.phone) await sendAccountNotice('verification_code', { phone: guest.phone }, { code })
}

export async function confirmGuestCode(guest: GuestSession, code: string): Promise<void> {
  const row = await db.from('guest_sessions').where('id', guest.id).first()
  if (row.confirmed_at) return
  if (!row.confirmation_code || !row.confirmation_expires_at) throw authErrors.codeExpired()
  if (Number(row.confirmation_attempts) >= CODE_MAX_ATTEMPTS) throw authErrors.codeAttemptsExceeded()
  if (DateTime.fromJSDate(fromSqlDateTime(row.confirmation_expires_at)).toMillis() <= Date.now()) throw authErrors.codeExpired()
  if (!sameCode(String(row.confirmation_code), code)) {
    await db.from('guest_sessions').where('id', guest.id).increment('confirmation_attempts', 1)
    const left = codeAttemptsLeft(Number(row.confirmation_attempts) + 1)
    throw left === 0 ? authErrors.codeAttemptsExceeded() : authErrors.codeInvalid(left)
  }
  await db
    .from('guest_sessions')
    .where('id', guest.id)
    .update({ confirmed_at: toSqlDateTime(new Date()), confirmation_code: null, confirmation_expires_at: null })
}
