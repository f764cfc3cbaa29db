/*
 * Benchmark: do the answers that deal with addresses take as long for an existing account as for an unknown
 * address? For each kind of request it asks in turns for the seeded address and for fresh unknown ones, prints
 * the median time of each and their difference as a share of the slower, and exits 1 if any difference is over
 * 20 %, or a median of the requests held to the even-answer floor (all but sign-in) is under AUTH_EVEN_ANSWER_MS less 5 %. The tests check only that
 * the answers are the same (status and words); the times belong here, on a quiet machine.
 *
 * Run from the repository root (a fresh SQLite database is seeded each time):
 *   npm run bench:enumeration
 * Overrides: BENCH_DB (sqlite, or mysql on 127.0.0.1), BENCH_ROUNDS (9), AUTH_EVEN_ANSWER_MS (600, the product's).
 */
import { startApi } from '../testing/start-api.ts'
import { startMailSink } from '../testing/mail-sink.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9)
const EVEN_ANSWER_MS = Number(process.env.AUTH_EVEN_ANSWER_MS ?? 600)
const MAX_DIFFERENCE = 0.2
const EXISTING = 'aoife.kelly@shoplocal.ie'
const OWNER = 'ciaran.obrien@shoplocal.ie'
const STRONG = 'Secret@123'
// The rate limits would answer 429 long before the rounds are done.
const UNTHROTTLED = { AUTH_SIGN_IN_PER_MINUTE: '100000', AUTH_REGISTER_PER_MINUTE: '100000', AUTH_CODES_PER_MINUTE: '100000' }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
let fresh = 0
const unknownAddress = () => `nobody.${++fresh}.${Date.now()}@example.ie`
let nextClient = 0
const newClient = () => ({ 'x-forwarded-for': `203.0.113.${(++nextClient % 250) + 1}` })

async function timed(call: () => Promise<void>): Promise<number> {
  const started = performance.now()
  await call()
  return performance.now() - started
}

const database = process.env.BENCH_DB === 'mysql' ? 'mysql' : 'sqlite'
const sink = await startMailSink()
const api = await startApi({ database, env: { ...sink.env, ...UNTHROTTLED, AUTH_EVEN_ANSWER_MS: String(EVEN_ANSWER_MS) } })
/** One request from a browser with no cookies, read to its end. */
async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
}

/**
 * Each case asks once for an address; `rounds` overrides ROUNDS where the product would lock the address;
 * `floored: false` where the answer is not held to AUTH_EVEN_ANSWER_MS (a wrong password is as slow as its hash).
 */
const cases: { name: string; ask: (email: string) => Promise<void>; known?: string; rounds?: number; floored?: boolean }[] = [
  {
    name: 'register',
    ask: (email) => post('/api/auth/register', { firstName: 'Aoife', lastName: 'Kelly', email, password: STRONG, city: 'Galway' }),
  },
  {
    name: 'customer register',
    ask: (email) =>
      post('/api/customer/register', { firstName: 'Aoife', lastName: 'Kelly', contact: email, city: 'Galway', password: STRONG }),
  },
  { name: 'resend verification', ask: (email) => post('/api/auth/resend-verification', { email }) },
  { name: 'request password reset', ask: (email) => post('/api/auth/request-password-reset', { email }) },
  { name: 'sign-in code', ask: (email) => post('/api/auth/sign-in-code', { email }) },
  // Wrong passwords from a new client each time; the address locks after ten, so fewer rounds.
  {
    name: 'wrong password',
    known: OWNER,
    rounds: Math.min(ROUNDS, 9),
    floored: false,
    ask: (email) => post('/api/shop-owner/login', { emailOrPhone: email, password: 'Wrong@1234' }, newClient()),
  },
]

let broken = false
try {
  for (const { name, ask, known = EXISTING, rounds = ROUNDS, floored = true } of cases) {
    const existing: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < rounds; round++) {
      existing.push(await timed(() => ask(known)))
      unknown.push(await timed(() => ask(unknownAddress())))
    }
    const [a, b] = [median(existing), median(unknown)]
    const difference = Math.abs(a - b) / Math.max(a, b)
    const ok = difference <= MAX_DIFFERENCE && (!floored || Math.min(a, b) >= EVEN_ANSWER_MS * 0.95)
    if (!ok) broken = true
    process.stdout.write(
      `${name.padEnd(24)} existing ${a.toFixed(0).padStart(5)} ms  unknown ${b.toFixed(0).padStart(5)} ms  ` +
        `difference ${(difference * 100).toFixed(1).padStart(5)} %  ${ok ? 'ok' : 'BROKEN'}\n`,
    )
  }
} finally {
  await api.stop()
  await sink.stop()
}
process.stdout.write(
  `bound: medians within ${MAX_DIFFERENCE * 100} % of each other, and at least ${EVEN_ANSWER_MS * 0.95} ms where floored\n`,
)
process.exitCode = broken ? 1 : 0
