import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toSqlDateTime } from '#helpers/sql_values'
import { demoAccountRows, generatedPeople, unusablePasswordHash } from '#database/seed/accounts'
import type { SeededRandom } from '#database/seed/random_source'
import { IdSequence, insertRows, type Row } from '#database/seed/writer'
import { newReferralCode } from '#services/billing/referrals'

/** Every shop owner has a code to refer others with. */
function giveReferralCodes(rows: Row[]) {
  const taken = new Set<string>()
  for (const row of rows.filter((candidate) => candidate.role === 'shop_owner')) {
    let code = newReferralCode()
    while (taken.has(code)) code = newReferralCode()
    taken.add(code)
    row.referral_code = code
  }
}

/** The demo accounts, 25 more shop owners and 60 customers, plus their registration audit rows. */
export async function accountsAndPeople(trx: TransactionClientContract, rng: SeededRandom, now: Date) {
  const ids = await IdSequence.after(trx, 'users')
  const demo = await demoAccountRows(ids, now)
  const passwordHash = await unusablePasswordHash()
  const owners = generatedPeople({ count: 25, role: 'shop_owner', ids, passwordHash, rng, now })
  const customers = generatedPeople({ count: 60, role: 'customer', ids, passwordHash, rng, now, numberFrom: 100 })
  giveReferralCodes([...demo.values(), ...owners])
  // The first demo owner referred one owner (one approved shop: the fee is still due); the second referred
  // two owners with two approved shops each, enough to waive it.
  owners[23].referred_by_id = demo.get('owner1')!.id
  owners[5].referred_by_id = demo.get('owner2')!.id
  owners[6].referred_by_id = demo.get('owner2')!.id
  await insertRows(trx, 'users', [...demo.values(), ...owners, ...customers])
  await insertRows(
    trx,
    'audit_logs',
    [...demo.values()].map((row) => ({
      user_id: Number(row.id),
      action: 'register',
      resource: 'user',
      details: JSON.stringify({ role: row.role, seeded: true }),
      ip_address: '127.0.0.1',
      user_agent: 'seed',
      success: true,
      created_at: toSqlDateTime(now),
    })),
  )
  return {
    adminId: Number(demo.get('admin')!.id),
    owner1Id: Number(demo.get('owner1')!.id),
    owner2Id: Number(demo.get('owner2')!.id),
    customerId: Number(demo.get('customer')!.id),
    owners,
    customers: [demo.get('customer')!, ...customers.filter((customer) => !customer.banned)],
  }
}
