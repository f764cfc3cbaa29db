import env from '#start/env'

/*
 * How long records about people are kept before the `retention_purge` job deletes them, in days: one setting
 * per period, stated in docs/privacy.md's retention table. Receipts, credit notes and payment records are
 * not here: the law keeps them for six years.
 */
export const retentionSettings = {
  /** Sign-in records (`login_sessions`) that have ended: long enough to look into a suspicious sign-in. */
  signInRecordDays: env.get('RETENTION_SIGN_IN_DAYS') ?? 90,
  /** The account log (`audit_logs`): a year of support and abuse review. */
  auditLogDays: env.get('RETENTION_AUDIT_LOG_DAYS') ?? 365,
  /** Shop visit rows (`shop_visits`): the statistics reach back a year at most (the year so far), plus a month. */
  visitDays: env.get('RETENTION_VISIT_DAYS') ?? 400,
  /**
   * One-time codes (verification, reset) and the wrong guesses at them, counted from the code's expiry: the
   * limits on codes sent and guesses made look back one day, so two days keep every row they count. The outbox
   * rows of account mails and codes (`notifications` of the account group) go after as long from when they were
   * made; a code's row has already forgotten the code once sent.
   */
  codeDays: env.get('RETENTION_CODE_DAYS') ?? 2,
  /**
   * Notifications (`notifications`, also the mail outbox), read or not, counted from when they were made: half
   * a year, after which the bell's news is stale and an owner's notices stop repeating customers' names.
   */
  notificationDays: env.get('RETENTION_NOTIFICATION_DAYS') ?? 180,
  /**
   * A shop's trader details (`shop_traders`), counted from when the owner's last shop ended: six months (DSA
   * Art. 30(3)), then everything but the legal name, address and VAT number goes, with the identity document.
   */
  traderDays: env.get('RETENTION_TRADER_DAYS') ?? 183,
  /** What tax records need of a trader (legal name, address, VAT number): six years from the shop's end, then the row. */
  traderTaxDays: env.get('RETENTION_TRADER_TAX_DAYS') ?? 6 * 366,
}
