import env from '#start/env'

/*
 * Trust and safety settings, read once. Reports are bounded per client address (an hour) and per reporter
 * e-mail (a day), counted in the database so every API process shares the counts. The misuse rule: a
 * reporter with `misuseWarnAfter` manifestly unfounded reports within `misuseWindowDays` is warned; at
 * `misuseSuspendAfter` their reports are not handled for `misuseSuspendDays` days. The same rule for accounts
 * whose content was hidden as manifestly illegal: `postingMisuseWarnAfter` such decisions within
 * `postingMisuseWindowDays` bring a warning, `postingMisuseSuspendAfter` a suspension from posting for
 * `postingMisuseSuspendDays` days.
 */
export const trustSettings = {
  reportsPerAddressPerHour: env.get('REPORTS_PER_ADDRESS_PER_HOUR') ?? 10,
  reportsPerEmailPerDay: env.get('REPORTS_PER_EMAIL_PER_DAY') ?? 20,
  misuseWarnAfter: env.get('REPORT_MISUSE_WARN_AFTER') ?? 2,
  misuseSuspendAfter: env.get('REPORT_MISUSE_SUSPEND_AFTER') ?? 3,
  misuseWindowDays: env.get('REPORT_MISUSE_WINDOW_DAYS') ?? 90,
  misuseSuspendDays: env.get('REPORT_MISUSE_SUSPEND_DAYS') ?? 30,
  postingMisuseWarnAfter: env.get('POSTING_MISUSE_WARN_AFTER') ?? 2,
  postingMisuseSuspendAfter: env.get('POSTING_MISUSE_SUSPEND_AFTER') ?? 3,
  postingMisuseWindowDays: env.get('POSTING_MISUSE_WINDOW_DAYS') ?? 90,
  postingMisuseSuspendDays: env.get('POSTING_MISUSE_SUSPEND_DAYS') ?? 30,
}
