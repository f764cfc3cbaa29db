/*
 * How long a test's `expect.poll` waits for what it expects, in every suite. Vitest's own second is shorter than a
 * page's island or an outbox send can take on a two-core machine running two suites at once; a poll returns as soon
 * as its assertion holds, so a long bound costs only a failing test's time.
 */
export const POLL = { timeout: 20_000, interval: 50 }
