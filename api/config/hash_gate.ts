import env from '#start/env'

/*
 * How many password hashes run at once (unset: one per core but one, see services/hash_gate.ts) and how many
 * may wait before a sign-in is answered "busy".
 */
export const hashGateSettings = {
  concurrency: env.get('HASH_CONCURRENCY'),
  queue: env.get('HASH_QUEUE') ?? 16,
}
