import { createHash, randomBytes } from 'node:crypto'
import type { Knex } from 'knex'

/*
 * Mints a real access token for any account straight in the database, in the
 * guard's own format (prefix, base64url id, base64url secret; SHA-256 of the
 * secret stored). The token endpoint only serves admins, and the matrix tests
 * need credentials for customers and shop owners too.
 */
const base64url = (value: string) => Buffer.from(value).toString('base64url')

export async function mintAccessToken(db: Knex, userId: number): Promise<string> {
  const secret = randomBytes(32).toString('base64url')
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  const [id] = await db('auth_access_tokens').insert({
    tokenable_id: userId,
    type: 'desktop_admin',
    name: 'test',
    hash: createHash('sha256').update(secret).digest('hex'),
    abilities: JSON.stringify(['*']),
    created_at: now,
    updated_at: now,
  })
  return `slt_${base64url(String(id))}.${base64url(secret)}`
}
