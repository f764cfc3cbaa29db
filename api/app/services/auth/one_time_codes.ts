import { randomBytes, randomInt, timingSafeEqual, createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { CODE_LENGTH, CODE_MAX_ATTEMPTS } from '@shoplocal/shared/constants'
import { codeAttemptsLeft, codeExpiresAt } from '@shoplocal/shared/rules'
import VerificationCode from '#models/verification_code'
import PasswordResetToken from '#models/password_reset_token'
import { authErrors } from '#services/auth/auth_errors'

/*
 * Verification and reset codes: 6 random digits, 10 minutes, at
 * most 5 attempts, single use; issuing a new code voids the older ones.
 * Both tables share the columns this file touches.
 */
export const EMAIL_VERIFICATION = 'email_verification'

type CodeTable = 'verification_codes' | 'password_reset_tokens'

interface CodeRecord {
  id: number
  code: string
  expiresAt: DateTime
  isUsed: boolean
  attempts: number
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

const expiry = () => DateTime.fromJSDate(codeExpiresAt())

export async function issueVerificationCode(userId: number): Promise<string> {
  const code = generateCode()
  await db.transaction(async (trx) => {
    await trx.from('verification_codes').where({ user_id: userId, type: EMAIL_VERIFICATION, is_used: false }).update({ is_used: true })
    await VerificationCode.create(
      { userId, code, type: EMAIL_VERIFICATION, expiresAt: expiry(), isUsed: false, attempts: 0 },
      { client: trx },
    )
  })
  return code
}

export async function issueResetCode(userId: number): Promise<string> {
  const code = generateCode()
  // The token column is unique and never leaves the server; the person types the code.
  const token = createHash('sha256').update(randomBytes(32)).digest('hex')
  await db.transaction(async (trx) => {
    await trx.from('password_reset_tokens').where({ user_id: userId, is_used: false }).update({ is_used: true })
    await PasswordResetToken.create({ userId, token, code, expiresAt: expiry(), isUsed: false, attempts: 0 }, { client: trx })
  })
  return code
}

export function latestVerificationCode(userId: number) {
  return VerificationCode.query().where({ userId, type: EMAIL_VERIFICATION }).orderBy('id', 'desc').first()
}

export function latestResetCode(userId: number) {
  return PasswordResetToken.query().where({ userId }).orderBy('id', 'desc').first()
}

function sameCode(stored: string, typed: string): boolean {
  const a = Buffer.from(stored)
  const b = Buffer.from(typed)
  return a.length === b.length && timingSafeEqual(a, b)
}

function affectedRows(result: unknown): number {
  return Array.isArray(result) ? Number(result[0] ?? 0) : Number(result)
}

/**
 * Uses up the person's latest code, or throws the reason it cannot be used.
 * A wrong guess counts against the code; the last allowed wrong guess voids it.
 */
export async function redeemCode(table: CodeTable, record: CodeRecord | null, typed: string): Promise<void> {
  if (!record) throw authErrors.codeExpired()
  if (record.attempts >= CODE_MAX_ATTEMPTS) throw authErrors.codeAttemptsExceeded()
  if (record.isUsed) throw authErrors.codeUsed()
  if (record.expiresAt.toMillis() <= Date.now()) throw authErrors.codeExpired()

  if (!sameCode(record.code, typed)) {
    await db.from(table).where('id', record.id).increment('attempts', 1)
    const left = codeAttemptsLeft(record.attempts + 1)
    if (left === 0) {
      await db.from(table).where('id', record.id).update({ is_used: true })
      throw authErrors.codeAttemptsExceeded()
    }
    throw authErrors.codeInvalid(left)
  }

  // Claimed in one statement so two simultaneous requests cannot both use the code.
  const claimed = await db.from(table).where('id', record.id).where('is_used', false).update({ is_used: true })
  if (affectedRows(claimed) !== 1) throw authErrors.codeUsed()
}
