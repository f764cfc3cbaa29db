/**
 * Helpers for the end-to-end suite: build the site once for every file (into a folder of its own, so a
 * parallel `npm run build` cannot pull the files from under the running server), start the built server,
 * drive Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import type { SmsSink } from '../../../scripts/testing/sms-sink.ts'
import { linkTo, sharedBuild } from './site-build.ts'

export const STOREFRONT_ROOT = join(import.meta.dirname, '..', '..')
const E2E_OUT_DIR = join(STOREFRONT_ROOT, '.e2e-dist')
const ASTRO_BIN = join(STOREFRONT_ROOT, '..', 'node_modules', 'astro', 'bin', 'astro.mjs')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Runs a child to completion; its output is only shown when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: STOREFRONT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}\n${output}`))))
  })
}

/** Where the shared builds live: one folder per version of the sources (`site-build.ts`). */
const BUILD_CACHE = join(STOREFRONT_ROOT, '..', 'node_modules', '.cache', 'shoplocal-site-builds')

/** Makes `outDir` hold a build of the current sources: the one shared build, made now if none exists yet. */
export async function buildSite(outDir: string = E2E_OUT_DIR): Promise<void> {
  const built = await sharedBuild(join(STOREFRONT_ROOT, '..'), BUILD_CACHE, (into) =>
    run(process.execPath, [ASTRO_BIN, 'build', '--outDir', into], {
      ...process.env,
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
    }),
  )
  await linkTo(outDir, built)
}

export interface RunningServer {
  url: string
  output(): string
  stop(): Promise<void>
  /** The process's exit code once it has exited (null while it runs, or when a signal ended it). */
  exitCode(): number | null
  pid: number
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`)
    try {
      // Each try is bounded: a server that accepts but never answers must end in the error below, not hang.
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, Math.min(5_000, deadline - Date.now()))) })
      if (response.ok) return
    } catch {
      // Not listening yet, or this try timed out.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Starts the built site behind the website's server exactly as `npm start -w storefront` would. */
export async function startStorefront(
  apiUrl: string,
  options: { outDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [join(STOREFRONT_ROOT, 'server.mjs'), join(options.outDir ?? E2E_OUT_DIR, 'server', 'entry.mjs')], {
    cwd: STOREFRONT_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: apiUrl,
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      // Tests change data and look at the page at once; a test of the shared copies turns them on.
      GUEST_PAGE_CACHE_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/favicon.svg`, child, 15_000)
  } catch (error) {
    child.kill()
    throw new Error(`${String(error)}\n${output}`, { cause: error })
  }
  return {
    url,
    output: () => output,
    exitCode: () => child.exitCode,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}

/**
 * Wakes the islands that wait for the visitor (client:interaction) as focus arriving in each would, brings each
 * client:visible island into view, and waits until every island on the page is live (Astro drops `ssr` then;
 * client:companion islands follow the first other island).
 */
export async function hydrateIslands(page: Page, timeout?: number): Promise<void> {
  for (const island of await page.locator('astro-island[client="visible"]').all()) await island.scrollIntoViewIfNeeded()
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[ssr][client="interaction"]'))
      island.dispatchEvent(new FocusEvent('focusin'))
  })
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout })
}

/** Wakes the client:interaction island holding `target`, as focus arriving in it would. */
export async function wakeIsland(target: Locator): Promise<void> {
  await target
    .first()
    .evaluate((element) => element.closest('astro-island[client="interaction"]')?.dispatchEvent(new FocusEvent('focusin')))
}

/**
 * A phone sign-up posted to `base` (the site, whose browser calls carry its `origin`, or the API), confirmed with
 * the code the SMS sink received: resolves to the Set-Cookie lines of the signed-in session.
 */
export async function phoneSignUp(
  base: string,
  path: string,
  body: object,
  phone: string,
  sms: SmsSink,
  headers: Record<string, string> = {},
): Promise<string[]> {
  const post = (to: string, data: object) =>
    fetch(`${base}${to}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(data) })
  const since = new Date()
  const registered = await post(path, body)
  if (registered.status !== 201) throw new Error(`${path} answered ${registered.status}`)
  const verified = await post('/api/auth/verify-phone', { phone, code: await sms.latestCode(phone, since) })
  if (verified.status !== 200) throw new Error(`verify-phone answered ${verified.status}`)
  return verified.headers.getSetCookie()
}

/**
 * The code texted to a phone that has just signed up, read from the API's database: for suites that run without an
 * SMS sink and type the code into the page as the person would.
 */
export async function storedPhoneCode(api: RunningApi, phone: string): Promise<string> {
  const db = api.database.connect()
  try {
    const row = await db('verification_codes as v')
      .join('users as u', 'u.id', 'v.user_id')
      .where({ 'u.phone': `+353${phone.replace(/^0/, '')}`, 'v.type': 'phone_verification', 'v.is_used': false })
      .orderBy('v.id', 'desc')
      .first('v.code')
    return String(row.code)
  } finally {
    await db.destroy()
  }
}

/** Sign-in limits raised for suites that sign up and sign in many people from one address. */
export const GENEROUS_AUTH_LIMITS = { AUTH_SIGN_IN_PER_MINUTE: '200', AUTH_REGISTER_PER_MINUTE: '200', AUTH_CODES_PER_MINUTE: '200' }

export interface BrowserSuite {
  api: RunningApi
  site: RunningServer
  browser: Browser
  context: BrowserContext
  page: Page
}

/**
 * A browser suite's parts: its own API (sign-in limits raised), the site built into `outDir` in front of it,
 * Chromium, and one page at 1280 px whose script and console errors go to `problems`, except Chromium's line for
 * each 4xx answer (the refusals a suite provokes, a 422 form, are handled on screen). Confirmations are accepted.
 */
export async function startBrowserSuite(outDir: string, problems: string[]): Promise<BrowserSuite> {
  const [api] = await Promise.all([startApi({ env: GENEROUS_AUTH_LIMITS }), buildSite(outDir)])
  const site = await startStorefront(api.url, { outDir })
  const browser = await launchChromium()
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    const refusal = message.text().startsWith('Failed to load resource: the server responded with a status of 4')
    if (message.type() === 'error' && !refusal) problems.push(message.text())
  })
  page.on('dialog', (dialog) => void dialog.accept())
  return { api, site, browser, context, page }
}
