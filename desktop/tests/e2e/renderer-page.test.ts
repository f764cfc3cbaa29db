import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../helpers/http'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'

/**
 * The renderer built as a plain page (vite.web.config.ts) and driven in the system Chromium,
 * because the Electron binary cannot be downloaded on the test machines.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

let outDir: string
let api: RunningApi
let apiOrigin: string
let site: RunningServer
let browser: Browser
const cspViolations: string[] = []
const pageErrors: string[] = []

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

async function openConsole(query = ''): Promise<Page> {
  const page = await browser.newPage()
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text())
  })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(`${site.origin}/${query}`)
  return page
}

beforeAll(async () => {
  // The real API on a fresh database; the page is built to trust exactly its origin.
  api = await startApi()
  apiOrigin = api.url

  outDir = await mkdtemp(join(tmpdir(), 'shoplocal-desktop-web-'))
  // Vitest sets NODE_ENV=test, which would build React's development variant; test what ships.
  await withEnv({ NODE_ENV: 'production', VITE_API_URL: apiOrigin }, () =>
    build({
      configFile: fileURLToPath(new URL('../../vite.web.config.ts', import.meta.url)),
      build: { outDir },
      logLevel: 'warn',
    }),
  )

  site = await startServer((request, response) => {
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
  })

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
  await api?.stop()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

// The tests share one API and run in order: the last one shuts it down.
describe('the renderer as a plain page', { timeout: 20_000 }, () => {
  it('carries a CSP that lets it reach the configured API and nothing else', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8')
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'")
    expect(csp).toContain(`connect-src 'self' ${apiOrigin};`)
    expect(csp).toContain("script-src 'self';")
  })

  it('shows the console title and a connected API', async () => {
    const page = await openConsole()
    await page.getByRole('heading', { name: 'ShopLocal Ireland Admin Console' }).waitFor()
    const status = page.getByTestId('api-status')
    await status.getByText('Connected').waitFor()
    expect(await status.textContent()).toMatch(/\d+\.\d+\.\d+/)
    expect(await page.title()).toBe('ShopLocal Ireland Admin Console')
    await page.getByText('API connected').waitFor()
    await page.close()
    expect(pageErrors).toEqual([])
  })

  it('says the API cannot be reached when nothing listens at ?api=', async () => {
    await api.stop()
    const page = await openConsole(`?api=${encodeURIComponent(apiOrigin)}`)
    await page.getByTestId('api-status').getByText(`Cannot reach the API at ${apiOrigin}`).waitFor()
    await page.getByText('API unreachable').waitFor()
    await page.close()
    // The failure must come from the closed port, not from our own policy blocking the call.
    expect(cspViolations).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
