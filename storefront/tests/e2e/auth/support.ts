/**
 * The auth suite's own build folder: the site suite builds into .e2e-dist at the same time (Vitest runs
 * files in parallel), so sharing it would pull files from under a running server. `dist/` folders are
 * git-ignored.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { freePort, STOREFRONT_ROOT, type RunningServer } from '../support.ts'

export const AUTH_OUT_DIR = join(STOREFRONT_ROOT, '.e2e-auth', 'dist')
const ASTRO_BIN = join(STOREFRONT_ROOT, '..', 'node_modules', 'astro', 'bin', 'astro.mjs')

function collect(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: STOREFRONT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

export function buildAuthSite(): Promise<void> {
  const { child, output } = collect(process.execPath, [ASTRO_BIN, 'build', '--outDir', AUTH_OUT_DIR], {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited ${code}\n${output()}`))))
  })
}

export async function startAuthSite(apiUrl: string): Promise<RunningServer> {
  const port = await freePort()
  const { child, output } = collect(process.execPath, [join(AUTH_OUT_DIR, 'server', 'entry.mjs')], {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    API_URL: apiUrl,
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storefront exited ${child.exitCode}\n${output()}`)
    const ok = await fetch(`${url}/favicon.svg`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`storefront did not answer in 15 s\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
