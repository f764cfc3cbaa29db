import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
 * Ends every way a user is signed in: website sessions (tagged with user_id in
 * the sessions table) and desktop access tokens. Used when an account is
 * suspended, banned or deleted, so the change takes effect at once.
 */
export async function revokeAllAccess(userId: number, trx?: TransactionClientContract) {
  const client = trx ?? db
  await client.from('sessions').where('user_id', userId).delete()
  await client.from('auth_access_tokens').where('tokenable_id', userId).delete()
  await client.from('login_sessions').where('user_id', userId).update({ is_active: false })
}
