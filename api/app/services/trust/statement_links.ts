/*
 * Signed statement links: a person without an account (a visitor who reported, or the holder of an account staff
 * deleted) reads their statement of reasons and appeals it through the link in its mail, as an account holder
 * does from their account. The token names the statement, the person's role and address, signed with the app
 * key (HMAC), so it cannot be turned into another statement or another person's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { Statement } from '@shoplocal/shared/types'
import { appKey } from '#config/app'
import { isUniqueViolation } from '#helpers/database_errors'
import { toSqlDateTime, type Row } from '#helpers/sql_values'
import { notifyAdminsOfAppeal } from '#services/trust/trust_admin_notices'
import { mayAppeal, statementsQuery, toStatement, type ViewerRole } from '#services/trust/statement_reads'
import { trustErrors } from '#services/trust/trust_errors'
import type { AppealInput } from '#validators/trust'

const ROLE_CODES: Record<ViewerRole, string> = { reporter: 'r', affected: 'a' }

const signature = (payload: string) => createHmac('sha256', appKey.release()).update(`statement:${payload}`).digest('base64url')

/** The token of a statement's link for the person at `email`, reading it as `role`. */
export function statementToken(statementId: number, role: ViewerRole, email: string): string {
  const payload = `${statementId}.${ROLE_CODES[role]}.${Buffer.from(email.toLowerCase()).toString('base64url')}`
  return `${payload}.${signature(payload)}`
}

function readToken(token: string): { statementId: number; role: ViewerRole; email: string } {
  const [id, roleCode, address, signed, ...rest] = token.split('.')
  const payload = `${id}.${roleCode}.${address}`
  const expected = Buffer.from(signature(payload))
  const given = Buffer.from(signed ?? '')
  const role = (Object.keys(ROLE_CODES) as ViewerRole[]).find((candidate) => ROLE_CODES[candidate] === roleCode)
  const statementId = Number(id)
  // A token that does not verify answers like a statement that does not exist.
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected) || !role || !Number.isInteger(statementId)) {
    throw trustErrors.statementNotFound()
  }
  return { statementId, role, email: Buffer.from(address, 'base64url').toString() }
}

async function linked(token: string): Promise<{ statement: Statement; row: Row; email: string }> {
  const { statementId, role, email } = readToken(token)
  const row: Row | null = await statementsQuery(email).where('s.id', statementId).first()
  if (!row) throw trustErrors.statementNotFound()
  return { statement: toStatement(row, role), row, email }
}

/** GET /api/statements/by-link?token=: the statement its link names. */
export async function statementByLink(token: string): Promise<Statement> {
  return (await linked(token)).statement
}

/** POST /api/statements/by-link/appeal {token, explanation}: the same rules as an appeal from an account. */
export async function appealByLink(token: string, input: AppealInput): Promise<Statement> {
  const { statement, row, email } = await linked(token)
  if (statement.appeal) throw trustErrors.appealExists()
  if (!mayAppeal(row, statement.viewerRole)) {
    const late = new Date() > new Date(statement.appealUntil)
    throw late && statement.reversedAt === null ? trustErrors.appealTooLate() : trustErrors.appealNotAllowed()
  }
  try {
    await db.transaction(async (trx) => {
      const [inserted] = await trx.table('appeals').insert({
        statement_id: statement.id,
        appellant_user_id: null,
        appellant_email: email,
        explanation: input.explanation,
        status: 'open',
        created_at: toSqlDateTime(new Date()),
      })
      await notifyAdminsOfAppeal(trx, Number(inserted), statement.target.name)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw trustErrors.appealExists()
    throw error
  }
  return (await linked(token)).statement
}
