/*
 * Shared by the website benchmarks: builds the storefront for production into a folder of its own
 * (under the root node_modules, so the server's bare imports resolve as in a normal build) and starts
 * the website's server (storefront/server.mjs, as `npm start` runs it) in front of a given API.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../testing/start-api.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const STOREFRONT = join(ROOT, 'storefront')
const OUT_DIR = join(ROOT, 'node_modules', '.cache', 'shoplocal-web-bench')
const ASTRO_BIN = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs')

function run(child: ChildProcess, what: string): Promise<void> {
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} exited ${code}\n${output}`)))),
  )
}

export async function buildSite(): Promise<string> {
  await run(
    spawn(process.execPath, [ASTRO_BIN, 'build', '--outDir', OUT_DIR], {
      cwd: STOREFRONT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    'astro build',
  )
  return OUT_DIR
}

export interface Site {
  url: string
  /** Resolves once the server has exited (and written its profile, when it keeps one). */
  stop(): Promise<void>
}

/** `env` adds to the server's environment (NODE_OPTIONS for a profile, GUEST_PAGE_CACHE_MS). */
export async function startSite(apiUrl: string, env: Record<string, string> = {}): Promise<Site> {
  const port = await freePort()
  const child = spawn(process.execPath, [join(STOREFRONT, 'server.mjs'), join(OUT_DIR, 'server', 'entry.mjs')], {
    cwd: STOREFRONT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), API_URL: apiUrl, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error('storefront exited before answering')
    if (
      await fetch(`${url}/favicon.svg`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      return {
        url,
        stop: () => {
          child.kill('SIGTERM')
          return exited
        },
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGTERM')
  throw new Error('storefront did not start')
}
