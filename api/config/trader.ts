import env from '#start/env'

/*
 * Trader details (DSA Art. 30). Shops approved before the checks existed keep working until the deadline; after
 * it, an approved shop whose owner has not given complete details is hidden until they do. The setting is the
 * last day details may arrive (YYYY-MM-DD, read as a UTC day), stated to owners in the dashboard and by mail.
 */
const deadline = env.get('TRADER_DETAILS_DEADLINE') ?? '2027-03-31'
if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline) || Number.isNaN(Date.parse(deadline)))
  throw new Error('TRADER_DETAILS_DEADLINE must be a date written YYYY-MM-DD')

export const traderSettings = {
  deadline,
  /** The first moment an incomplete shop is hidden: the day after the deadline, 00:00 UTC. */
  hideFrom: new Date(Date.parse(deadline) + 24 * 60 * 60 * 1000),
}
