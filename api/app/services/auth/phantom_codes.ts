import db from '@adonisjs/lucid/services/db'
import { CODE_MAX_ATTEMPTS, WRONG_CODE_TRIES_PER_DAY } from '@shoplocal/shared/constants'
import { codeAttemptsLeft, codeExpiresAt } from '@shoplocal/shared/rules'
import type { DetectedContact } from '@shoplocal/shared/types'
import type { ClientInfo } from '#services/actor'
import { authErrors } from '#services/auth/auth_errors'
import { contactHash } from '#services/auth/contact_hash'
import { withinAllowance } from '#services/auth/one_time_codes'
import { countOf, fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

/*
 * Stand-ins for the codes an address without an account (or, for verification, without an account waiting
 * for one) would have been sent. Asking for a code stores one, within the same allowance as a real code;
 * a guess at it then gets what a guess at a live code gets (one_time_codes.ts redeemCode): "N attempts
 * left" per client, 429 after the client's five, 429 after its ten a day, 410 once ten minutes have passed,
 * and 410 when nothing was asked for. Nothing matches a phantom, so no guess ever succeeds.
 */
export type PhantomKind = 'verification' | 'sign_in' | 'reset'

const CODES = 'phantom_codes'
const GUESSES = 'phantom_code_guesses'
const DAY_MS = 24 * 60 * 60 * 1000
const clientKey = (client: ClientInfo) => client.ip.slice(0, 64)
const ago = (ms: number) => toSqlDateTime(new Date(Date.now() - ms))

/**
 * Stands in for sending a code: a new phantom replaces the last one, unless the allowance is spent (the
 * last one is then renewed, as a real code is). Resolves to whether a new one stands in for a mail.
 */
export async function issuePhantomCode(contact: DetectedContact, kind: PhantomKind): Promise<boolean> {
  const hash = contactHash(contact)
  const issued = () => db.from(CODES).where({ contact_hash: hash, kind })
  const now = new Date()
  const [id] = await db.table(CODES).insert({
    contact_hash: hash,
    kind,
    expires_at: toSqlDateTime(codeExpiresAt(now)),
    attempts: 0,
    created_at: toSqlDateTime(now),
  })
  // No account row to lock for an unknown address: the allowance is judged after the insert, by the rows
  // before this one, so of simultaneous requests only the allowance's first count as sent, as for an account.
  if (await withinAllowance(() => issued().where('id', '<', Number(id)))) return true
  await db.from(CODES).where('id', Number(id)).delete()
  await renewLatestPhantom(hash, kind)
  return false
}

async function renewLatestPhantom(hash: string, kind: PhantomKind): Promise<void> {
  const latest = await db.from(CODES).where({ contact_hash: hash, kind }).orderBy('id', 'desc').select('id').first()
  if (!latest) return
  await db
    .from(CODES)
    .where('id', latest.id)
    .where('created_at', '>=', ago(DAY_MS))
    .update({ expires_at: toSqlDateTime(codeExpiresAt()) })
}

/** The code step of a password sign-in during a wait, as keepOrIssueSignInCode does for an account. */
export async function keepOrIssuePhantomSignInCode(contact: DetectedContact): Promise<boolean> {
  const hash = contactHash(contact)
  const live = await db
    .from(CODES)
    .where({ contact_hash: hash, kind: 'sign_in' })
    .where('expires_at', '>', toSqlDateTime(new Date()))
    .select('id')
    .first()
  if (!live) return issuePhantomCode(contact, 'sign_in')
  await renewLatestPhantom(hash, 'sign_in')
  return false
}

async function wrongTries(query: ReturnType<typeof db.from>): Promise<number> {
  const row = await query.sum('wrong as total').first()
  return countOf(row)
}

/** A guess at the contact's phantom: always refused, with the answer a wrong guess at a real code gets. */
export async function refusePhantomGuess(contact: DetectedContact, kind: PhantomKind, guesser: ClientInfo): Promise<never> {
  const hash = contactHash(contact)
  const record = await db.from(CODES).where({ contact_hash: hash, kind }).orderBy('id', 'desc').first()
  if (!record) throw authErrors.codeExpired()
  const client = clientKey(guesser)
  const atCode = () => db.from(GUESSES).where({ phantom_code_id: record.id, client })
  const today = db.from(GUESSES).where({ contact_hash: hash, client }).where('created_at', '>=', ago(DAY_MS))
  if ((await wrongTries(today)) >= WRONG_CODE_TRIES_PER_DAY) throw authErrors.codeTriesExhausted()
  if ((await wrongTries(atCode())) >= CODE_MAX_ATTEMPTS) throw authErrors.codeAttemptsExceeded()
  if (fromSqlDateTime(record.expires_at).getTime() <= Date.now()) throw authErrors.codeExpired()

  // The same writes a wrong guess at a real code makes, so the two take the same time.
  await db
    .table(GUESSES)
    .insert({ phantom_code_id: record.id, contact_hash: hash, client, wrong: 0, created_at: toSqlDateTime(new Date()) })
    .knexQuery.onConflict(['phantom_code_id', 'client'])
    .ignore()
  await atCode().increment('wrong', 1)
  await db.from(CODES).where('id', record.id).increment('attempts', 1)
  const left = codeAttemptsLeft(await wrongTries(atCode()))
  if (left === 0) throw authErrors.codeAttemptsExceeded()
  throw authErrors.codeInvalid(left)
}

/** Drops phantoms and their guesses once they can no longer count towards an allowance (a day). */
export async function sweepPhantomCodes(now: Date = new Date()): Promise<void> {
  const dayAgo = toSqlDateTime(new Date(now.getTime() - DAY_MS))
  await db.from(GUESSES).where('created_at', '<', dayAgo).delete()
  await db.from(CODES).where('created_at', '<', dayAgo).delete()
}
