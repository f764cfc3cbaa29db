import { BaseSchema } from '@adonisjs/lucid/schema'
import { newReferralCode } from '#services/billing/referrals'

/**
 * Every shop owner has a referral code to give to other owners. Owners who registered before codes
 * existed get one here; new owners get theirs when they register.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const owners = await db.from('users').where('role', 'shop_owner').whereNull('referral_code').select('id')
      const taken = new Set(
        (await db.from('users').whereNotNull('referral_code').select('referral_code')).map((row) => String(row.referral_code)),
      )
      for (const owner of owners) {
        let code = newReferralCode()
        while (taken.has(code)) code = newReferralCode()
        taken.add(code)
        await db.from('users').where('id', owner.id).update({ referral_code: code })
      }
    })
  }

  async down() {
    // The codes stay: an owner may already have handed theirs out, and the column belongs to migration 0100.
  }
}
