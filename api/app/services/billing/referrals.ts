/*
 * Referral codes: every shop owner has one to give to other owners; an owner who signs up with it counts
 * as referred, and once enough of the shops they own are approved the referrer's registration fee is waived.
 * Only approved shops count, so signing up fake accounts waives nothing.
 */
import { randomInt } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { REGISTRATION_FEE_WAIVER_REFERRALS } from '@shoplocal/shared/constants'
import { countOf } from '#helpers/sql_values'

/** No 0/O, 1/I/L or U: a code read out over the phone or copied from paper is typed right. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const CODE_LENGTH = 8

export function newReferralCode(): string {
  let code = ''
  while (code.length < CODE_LENGTH) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/** A code no account has yet (30^8 codes make a clash rare; it is still checked). */
export async function unusedReferralCode(client: QueryClientContract = db.connection()): Promise<string> {
  for (;;) {
    const code = newReferralCode()
    if (!(await client.from('users').where('referral_code', code).first())) return code
  }
}

/** The referrer's account id for a code as typed (any case, spaces around), or null. */
export async function referrerIdOf(code: string, client: QueryClientContract = db.connection()): Promise<number | null> {
  const row = await client.from('users').where('referral_code', code.trim().toUpperCase()).select('id').first()
  return row ? Number(row.id) : null
}

/** Approved shops owned by the owners this owner referred. */
export async function referralCount(ownerId: number, client: QueryClientContract = db.connection()): Promise<number> {
  const row = await client
    .from('shops')
    .join('users', 'users.id', 'shops.owner_id')
    .where('users.referred_by_id', ownerId)
    .where('shops.status', 'approved')
    .count('* as total')
    .first()
  return countOf(row)
}

export const feeWaivedFor = (count: number): boolean => count >= REGISTRATION_FEE_WAIVER_REFERRALS
