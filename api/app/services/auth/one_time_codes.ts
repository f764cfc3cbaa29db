import { randomBytes, randomInt, timingSafeEqual, createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODES_PER_DAY, CODES_PER_HOUR, WRONG_CODE_TRIES_PER_DAY } from '@shoplocal/shared/constants'
import { codeAttemptsLeft, codeExpiresAt } from '@shoplocal/shared/rules'
import VerificationCode from '#models/verification_code'
import PasswordResetToken from '#models/password_reset_token'
import type { ClientInfo } from '#services/actor'
import { authErrors } from '#services/auth/auth_errors'
import { countOf, toSqlDateTime } from '#helpers/sql_values'
import { retryingRaces } from '#services/engagement/database_races'

/*
 * Verification, reset and sign-in codes: 6 random digits, 10 minutes, at
 * most 5 wrong guesses per guessing client, single use; issuing a new code
 * voids the older ones. An account is mailed at most CODES_PER_HOUR and
 * CODES_PER_DAY codes of each kind; each client gets WRONG_CODE_TRIES_PER_DAY
 * wrong guesses a day across all the account's codes (code_guesses).
 * Both code tables share the columns this file touches.
 */
export const EMAIL_VERIFICATION = 'email_verification'
/** Confirms the phone number an account signed up with; the code is texted to it. */
export const PHONE_VERIFICATION = 'phone_verification'
/** Sign-in codes live beside verification codes, told apart by type. */
export const SIGN_IN = 'sign_in'
/** Confirms a new e-mail address; the code is mailed to that address and names it in `target`. */
export const EMAIL_CHANGE = 'email_change'

/** Confirms a new phone number; the code is texted to that number and names it in `target`. */
export const PHONE_CHANGE = 'phone_change'
/** Lets a person who does not use a password delete their account; sent to their e-mail or phone. */
export const ACCOUNT_DELETION = 'account_deletion'

type CodeTable = 'verification_codes' | 'password_reset_tokens'
const GUESSES = 'code_guesses'
type VerificationType =
  | typeof EMAIL_VERIFICATION
  | typeof PHONE_VERIFICATION
  | typeof SIGN_IN
  | typeof EMAIL_CHANGE
  | typeof PHONE_CHANGE
  | typeof ACCOUNT_DELETION

interface CodeRecord {
  id: number
  userId: number
  /** A verification code's kind; reset codes have one kind and no column. */
  type?: string
  code: string
  expiresAt: DateTime
  isUsed: boolean
  attempts: number
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

const expiry = () => DateTime.fromJSDate(codeExpiresAt())

const ago = (ms: number) => toSqlDateTime(new Date(Date.now() - ms))
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/*
 * Issuing runs in retryingRaces: on MySQL, voiding a new account's older codes (none) takes a gap lock at the
 * end of the codes' user index, and two accounts registered at once then each wait for the other's insert
 * there; InnoDB ends one as a deadlock victim, rolled back whole, so trying it again is safe.
 */

/**
 * Takes the account's row lock for the rest of the transaction, so two
 * simultaneous requests cannot both count under the allowance and both mail.
 * SQLite runs one writer at a time anyway.
 */
async function lockAccount(trx: TransactionClientContract, userId: number): Promise<void> {
  const query = trx.from('users').where('id', userId).select('id')
  await (trx.dialect.name === 'mysql' ? query.forUpdate() : query).first()
}

/** Whether the account may be sent another code from these rows (one kind of code). */
export async function withinAllowance(issued: () => ReturnType<TransactionClientContract['from']>): Promise<boolean> {
  const count = async (since: string) => Number((await issued().where('created_at', '>=', since).count('* as total').first())?.total ?? 0)
  return (await count(ago(HOUR_MS))) < CODES_PER_HOUR && (await count(ago(DAY_MS))) < CODES_PER_DAY
}

/**
 * The codes of one kind issued since the last one that was used: only the holder can use a code, so a use
 * starts a fresh allowance, and strangers asking for codes can spend the allowance but never keep the
 * holder from being sent the next one after signing in.
 */
async function issuedSinceLastUse(trx: TransactionClientContract, table: CodeTable, where: Record<string, unknown>) {
  const used = await trx.from(table).where(where).where('is_used', true).whereNull('replaced_at').max('id as id').first()
  const after = Number(used?.id ?? 0)
  return () => trx.from(table).where(where).where('id', '>', after)
}

/**
 * Keeps the latest unused code of the kind usable for another ten minutes (never past a day after it was
 * sent); resolves to whether there was one. A code that already reached the holder stays usable when the
 * allowance of new codes is spent.
 */
async function renewLatest(trx: TransactionClientContract, table: CodeTable, where: Record<string, unknown>): Promise<boolean> {
  const latest = await trx.from(table).where(where).orderBy('id', 'desc').select('id', 'is_used').first()
  if (!latest || latest.is_used) return false
  const renewed = await trx
    .from(table)
    .where('id', latest.id)
    .where('created_at', '>=', ago(DAY_MS))
    .update({ expires_at: toSqlDateTime(codeExpiresAt()) })
  return affectedRows(renewed) === 1
}

/** Marks the unused codes of the kind as replaced by the one about to be issued. */
const voidOlder = (trx: TransactionClientContract, table: CodeTable, where: Record<string, unknown>) =>
  trx
    .from(table)
    .where(where)
    .where('is_used', false)
    .update({ is_used: true, replaced_at: toSqlDateTime(new Date()) })

/**
 * A fresh verification or sign-in code, or null when the account has had its allowance of them (the
 * latest unused code, already sent, then stays usable for another ten minutes).
 */
export async function issueVerificationCode(
  userId: number,
  type: VerificationType = EMAIL_VERIFICATION,
  target: string | null = null,
): Promise<string | null> {
  const code = generateCode()
  const kind = { user_id: userId, type }
  return retryingRaces(() =>
    db.transaction(async (trx) => {
      await lockAccount(trx, userId)
      if (!(await withinAllowance(await issuedSinceLastUse(trx, 'verification_codes', kind)))) {
        await renewLatest(trx, 'verification_codes', kind)
        return null
      }
      await voidOlder(trx, 'verification_codes', kind)
      await VerificationCode.create({ userId, code, type, target, expiresAt: expiry(), isUsed: false, attempts: 0 }, { client: trx })
      return code
    }),
  )
}

/**
 * The sign-in code step of a password sign-in during an attack: while the latest sign-in code is unused
 * and unexpired it is kept (and renewed) rather than voided, so strangers' attempts never replace the code
 * the holder is reading; otherwise a new one within the allowance. Resolves to the new code, or null
 * when the one already sent stands.
 */
export async function keepOrIssueSignInCode(userId: number): Promise<string | null> {
  const kind = { user_id: userId, type: SIGN_IN }
  const live = await db
    .from('verification_codes')
    .where(kind)
    .where('is_used', false)
    .where('expires_at', '>', toSqlDateTime(new Date()))
    .orderBy('id', 'desc')
    .select('id')
    .first()
  if (live) {
    await db.transaction((trx) => renewLatest(trx, 'verification_codes', kind))
    return null
  }
  return issueVerificationCode(userId, SIGN_IN)
}

/** A fresh reset code, or null when the account has had its allowance of them (the latest unused one then stays usable). */
export async function issueResetCode(userId: number): Promise<string | null> {
  const code = generateCode()
  // The token column is unique and never leaves the server; the person types the code.
  const token = createHash('sha256').update(randomBytes(32)).digest('hex')
  const kind = { user_id: userId }
  return retryingRaces(() =>
    db.transaction(async (trx) => {
      await lockAccount(trx, userId)
      if (!(await withinAllowance(await issuedSinceLastUse(trx, 'password_reset_tokens', kind)))) {
        await renewLatest(trx, 'password_reset_tokens', kind)
        return null
      }
      await voidOlder(trx, 'password_reset_tokens', kind)
      await PasswordResetToken.create({ userId, token, code, expiresAt: expiry(), isUsed: false, attempts: 0 }, { client: trx })
      return code
    }),
  )
}

export function latestVerificationCode(userId: number, type: VerificationType = EMAIL_VERIFICATION) {
  return VerificationCode.query().where({ userId, type }).orderBy('id', 'desc').first()
}

export function latestResetCode(userId: number) {
  return PasswordResetToken.query().where({ userId }).orderBy('id', 'desc').first()
}

/** Compares a stored code with a typed one in constant time. */
export function sameCode(stored: string, typed: string): boolean {
  const a = Buffer.from(stored)
  const b = Buffer.from(typed)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Rows an UPDATE changed, as both database drivers report it. */
export function affectedRows(result: unknown): number {
  return Array.isArray(result) ? Number(result[0] ?? 0) : Number(result)
}

/** The guessing client as the trusted proxy reports it, cut to the column's width. */
const clientKey = (client: ClientInfo) => client.ip.slice(0, 64)

/** Wrong guesses this client made at any of the account's codes in the last day. */
async function wrongTriesToday(userId: number, client: string): Promise<number> {
  const row = await db.from(GUESSES).where({ user_id: userId, client }).where('created_at', '>=', ago(DAY_MS)).sum('wrong as total').first()
  return countOf(row)
}

/** Wrong guesses this client made at this one code. */
async function wrongTriesAtCode(table: CodeTable, codeId: number, client: string): Promise<number> {
  const row = await db.from(GUESSES).where({ code_table: table, code_id: codeId, client }).select('wrong').first()
  return countOf(row, 'wrong')
}

/** Counts one wrong guess of this client at this code; resolves to its wrong guesses at the code so far. */
async function countWrongGuess(table: CodeTable, record: CodeRecord, client: string): Promise<number> {
  await db
    .table(GUESSES)
    .insert({ user_id: record.userId, code_table: table, code_id: record.id, client, wrong: 0, created_at: toSqlDateTime(new Date()) })
    .knexQuery.onConflict(['code_table', 'code_id', 'client'])
    .ignore()
  await db.from(GUESSES).where({ code_table: table, code_id: record.id, client }).increment('wrong', 1)
  // The code's own total, kept for the record (audits, support); it limits nobody.
  await db.from(table).where('id', record.id).increment('attempts', 1)
  return wrongTriesAtCode(table, record.id, client)
}

/** Whether the typed code is one of the same kind that a newer code replaced within the last day. */
async function wasReplaced(table: CodeTable, record: CodeRecord, typed: string): Promise<boolean> {
  const replaced = await db
    .from(table)
    .where('user_id', record.userId)
    .where((query) => (record.type === undefined ? query : query.where('type', record.type)))
    .where('replaced_at', '>=', ago(DAY_MS))
    .select('code')
  return replaced.some((row: { code: string }) => sameCode(String(row.code), typed))
}

/**
 * Uses up the person's latest code, or throws the reason it cannot be used.
 * Wrong guesses are limited per code and per guessing client, never for the
 * account as a whole: a client that has used its tries on a code (or its
 * daily allowance) is refused, while the code itself stays good for whoever
 * holds it, so guesses from elsewhere cannot spend a code they never saw.
 * `onGuessesSpent` runs when a client uses up its tries at a code, to tell
 * the holder someone is trying.
 */
export async function redeemCode(
  table: CodeTable,
  record: CodeRecord | null,
  typed: string,
  guesser: ClientInfo,
  onGuessesSpent?: () => Promise<void>,
): Promise<void> {
  if (!record) throw authErrors.codeExpired()
  const client = clientKey(guesser)
  if ((await wrongTriesToday(record.userId, client)) >= WRONG_CODE_TRIES_PER_DAY) throw authErrors.codeTriesExhausted()
  if ((await wrongTriesAtCode(table, record.id, client)) >= CODE_MAX_ATTEMPTS) throw authErrors.codeAttemptsExceeded()
  if (record.isUsed) throw authErrors.codeUsed()
  if (record.expiresAt.toMillis() <= Date.now()) throw authErrors.codeExpired()

  if (!sameCode(record.code, typed)) {
    // The person's older message: said so, and not counted as a guess (a guesser cannot know it).
    if (await wasReplaced(table, record, typed)) throw authErrors.codeReplaced()
    const left = codeAttemptsLeft(await countWrongGuess(table, record, client))
    if (left === 0) {
      await onGuessesSpent?.()
      throw authErrors.codeAttemptsExceeded()
    }
    throw authErrors.codeInvalid(left)
  }

  // Claimed in one statement so two simultaneous requests cannot both use the code.
  const claimed = await db.from(table).where('id', record.id).where('is_used', false).update({ is_used: true })
  if (affectedRows(claimed) !== 1) throw authErrors.codeUsed()
}
