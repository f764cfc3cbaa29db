import env from '#start/env'
import { siteOrigin } from '#config/origins'

/*
 * Mail of notifications, read once. A sender claims a row for `claimMs`: a process that dies while sending
 * leaves it to another once the claim runs out (so a mail can only be repeated if the process died after the
 * SMTP server took it and before the row said so). Failed sends are tried again `retryMs` later, up to
 * `maxAttempts` times.
 */
export const notificationSettings = {
  claimMs: env.get('NOTIFICATION_MAIL_CLAIM_MS') ?? 2 * 60 * 1000,
  retryMs: 60 * 1000,
  maxAttempts: 5,
  /** How many rows one drain takes before it looks again. */
  batchSize: 20,
  /** The scheduled drain, for rows no prompt drain reached (a process stopped after the commit). */
  intervalMs: env.get('NOTIFICATION_MAIL_INTERVAL_MS') ?? 30 * 1000,
  /** Links in mails: the public website, which carries /api/* to the API. */
  siteUrl: siteOrigin ?? `http://${env.get('HOST') ?? 'localhost'}:${env.get('PORT') ?? 3333}`,
}
