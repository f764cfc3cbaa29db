/*
 * Benchmark: the desktop console's first screen after sign-in, in Chromium, against the API on
 * MySQL/MariaDB with 100,000 users. Not a test: it prints figures for docs/performance.md.
 *
 * "Interactive" = the overview shows every card's figure, both charts have drawn their bars, the tabs
 * are in place, and the main thread has handed back a frame. Measured from the moment the token
 * arrives (the console's 'shoplocal:signed-in' mark: "after sign-in") and, for the whole wait the
 * admin sees, from the Sign In click (this includes the API's password hashing). Each run is a fresh
 * browser context (no cache) with the sign-in page already loaded, as an admin sees it.
 *
 * Prepare once (the same database as scripts/bench/admin-users.ts):
 *   mysql -uroot -e 'CREATE DATABASE shoplocal_users_bench'
 *   cd api && DB_CONNECTION=mysql DB_DATABASE=shoplocal_users_bench SEED_USERS=100000 npm run ace -- db:setup
 * Run:
 *   npm run bench:desktop-first-screen      (BENCH_DB, BENCH_RUNS override)
 */
import { spawn } from 'node:child_process'
import { launchChromium, startWebConsole } from '../../desktop/tests/helpers/web-console.ts'
import { API_DIR, freePort } from '../testing/start-api.ts'

const DATABASE = process.env.BENCH_DB ?? 'shoplocal_users_bench'
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const BUDGET_MS = 1500

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]
}

const port = await freePort()
const consolePort = await freePort()
const server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
  cwd: API_DIR,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: 'benchmark-only-key-0123456789abcdef',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DB_CONNECTION: 'mysql',
    DB_DATABASE: DATABASE,
    SMTP_HOST: process.env.SMTP_HOST ?? '127.0.0.1',
    // Every run signs in again from the same address; the per-IP sign-in limit would stop the run.
    AUTH_SIGN_IN_PER_MINUTE: '1000',
    // The console page below is a browser origin the API must be told about.
    CONSOLE_ORIGINS: `http://127.0.0.1:${consolePort}`,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const base = `http://127.0.0.1:${port}`
const web = await (async () => {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      if (attempt > 150) throw new Error('API did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return startWebConsole(base, 'production', consolePort)
})()
const browser = await launchChromium()

try {
  const afterSignIn: number[] = []
  const fromClick: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } })
    const page = await context.newPage()
    await page.goto(`${web.site.origin}/`)
    await page.getByLabel('Email').fill('admin@shoplocal.ie')
    await page.getByLabel('Password').fill('Admin@2026')
    const start = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: 'Sign In' }).click()
    const end = await page.waitForFunction(
      () => {
        const values = [...document.querySelectorAll('.stat-value')].map((element) => element.textContent)
        const bars = document.querySelectorAll('.recharts-bar-rectangle').length
        const tabs = document.querySelectorAll('.tab-link').length
        if (values.length !== 8 || values.includes('…') || bars === 0 || tabs === 0) return null
        return new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    )
    // waitForFunction resolves only on a truthy value: the time, never the null of a screen not yet drawn.
    const ready = (await end.jsonValue()) as number
    const signedIn = await page.evaluate(() => performance.getEntriesByName('shoplocal:signed-in')[0]?.startTime ?? Number.NaN)
    afterSignIn.push(ready - signedIn)
    fromClick.push(ready - start)
    await context.close()
  }
  const summary = (timings: number[]) => {
    const sorted = [...timings].sort((a, b) => a - b)
    return `median ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`
  }
  const users = await (async () => {
    const signIn = await fetch(`${base}/api/admin/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
    })
    const { token } = (await signIn.json()) as { token: string }
    const stats = await fetch(`${base}/api/admin/detailed-stats`, { headers: { authorization: `Bearer ${token}` } })
    return ((await stats.json()) as { totalUsers: number }).totalUsers
  })()
  console.log(`database ${DATABASE}: ${users} users; ${RUNS} runs, fresh context each`)
  console.log(`signed in → overview interactive: ${summary(afterSignIn)} (budget ${BUDGET_MS} ms)`)
  console.log(`Sign In click → overview interactive: ${summary(fromClick)}`)
} finally {
  await browser.close()
  await web.close()
  server.kill('SIGTERM')
}
