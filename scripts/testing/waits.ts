/*
 * How long a test waits for what it expects: every suite's `expect.poll`, and the mail and SMS sinks' `waitFor`.
 * Vitest's own second is shorter than a page's island or an outbox send can take on a two-core machine running two
 * suites at once; a wait returns as soon as its condition holds, so a long bound costs only a failing test's time.
 */
export const POLL = { timeout: 20_000, interval: 50 }
