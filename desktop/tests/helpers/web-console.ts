import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { build } from 'vite'
import { startServer, type RunningServer } from './http.ts'

/**
 * The renderer built as a plain page (vite.web.config.ts), served statically, for Chromium tests and
 * the first-screen benchmark: the Electron binary cannot be downloaded on the test machines.
 */

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking']

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
}

async function withEnv<T>(values: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
  Object.assign(process.env, values)
  try {
    return await run()
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

export interface WebConsole {
  outDir: string
  site: RunningServer
  close(): Promise<void>
}

/**
 * Builds the page to trust exactly `apiOrigin` and serves it on a free port. `production` is what
 * ships; `development` keeps React's and AG Grid's development checks, which warn in the console.
 */
export async function startWebConsole(
  apiOrigin: string,
  mode: 'production' | 'development' = 'production',
  /** A port chosen in advance, so the API can be told the console's origin before it starts. */
  port = 0,
): Promise<WebConsole> {
  const outDir = await mkdtemp(join(tmpdir(), 'shoplocal-desktop-web-'))
  // Vitest sets NODE_ENV=test, which would build React's development variant: the mode is explicit.
  await withEnv({ NODE_ENV: mode, VITE_API_URL: apiOrigin }, () =>
    build({
      configFile: fileURLToPath(new URL('../../vite.web.config.ts', import.meta.url)),
      mode,
      build: { outDir, minify: mode === 'production' },
      logLevel: 'warn',
    }),
  )
  const site = await startServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(outDir)) {
      response.writeHead(403).end()
      return
    }
    readFile(file).then(
      (content) => {
        response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
        response.end(content)
      },
      () => response.writeHead(404).end(),
    )
  }, port)
  return {
    outDir,
    site,
    close: async () => {
      await site.close()
      await rm(outDir, { recursive: true, force: true })
    },
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
}

/** The demo admin every console suite signs in as. */
export const DEMO_ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }

interface SignedInConsole {
  page: Page
  /** Every warning, error and uncaught exception the page logged, except the refusals the suite provokes. */
  problems: string[]
}

/**
 * A page of the console signed in as the demo admin, collecting what it logs. `expectedRefusal` matches the
 * "Failed to load resource" lines Chromium logs for requests a suite is refused on purpose.
 */
export async function openSignedInConsole(
  browser: Browser,
  origin: string,
  options: { viewport?: { width: number; height: number }; expectedRefusal?: RegExp } = {},
): Promise<SignedInConsole> {
  const problems: string[] = []
  const page = await browser.newPage({ viewport: options.viewport ?? { width: 1280, height: 900 }, acceptDownloads: true })
  page.setDefaultTimeout(10_000)
  page.on('console', (message) => {
    if (options.expectedRefusal?.test(message.text())) return
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(`${origin}/`)
  await page.getByLabel('Email').fill(DEMO_ADMIN.email)
  await page.getByLabel('Password').fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('navigation', { name: 'Enhanced Admin Panel' }).waitFor()
  return { page, problems }
}

/** Anything a suite starts: a browser or web console (close), a server (stop), a database connection (destroy). */
type Stoppable = { close(): Promise<unknown> } | { stop(): Promise<unknown> } | { destroy(): Promise<unknown> } | undefined

/** Ends what a suite started, in the order given (the browser first, the API last); a part never started is skipped. */
export async function stopAll(...parts: Stoppable[]): Promise<void> {
  for (const part of parts) {
    if (!part) continue
    if ('destroy' in part) await part.destroy()
    else if ('close' in part) await part.close()
    else await part.stop()
  }
}

/** An admin's console token from the API, as the console's sign-in gets it (the demo admin unless told). */
export async function adminToken(apiUrl: string, admin: { email: string; password: string } = DEMO_ADMIN): Promise<string> {
  const response = await fetch(`${apiUrl}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}
