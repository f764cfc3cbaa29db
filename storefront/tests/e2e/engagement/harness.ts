/**
 * The engagement suite builds the site into its own folder (other suites build at the same time in
 * other workers) and starts that build in front of the real API.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { freePort, STOREFRONT_ROOT, type RunningServer } from '../support.ts'

const OUT_DIR = join(STOREFRONT_ROOT, '..', 'node_modules', '.cache', 'shoplocal-engagement-e2e')
const ASTRO_BIN = join(STOREFRONT_ROOT, '..', 'node_modules', 'astro', 'bin', 'astro.mjs')

function collect(child: ChildProcess): () => string {
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return () => output
}

export async function buildEngagementSite(): Promise<void> {
  const child = spawn(process.execPath, [ASTRO_BIN, 'build', '--outDir', OUT_DIR], {
    cwd: STOREFRONT_ROOT,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collect(child)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`astro build exited ${code}\n${output()}`)
}

export async function startEngagementSite(apiUrl: string): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [join(OUT_DIR, 'server', 'entry.mjs')], {
    cwd: STOREFRONT_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collect(child)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill()
      throw new Error(`storefront did not start\n${output()}`)
    }
    const ready = await fetch(`${url}/favicon.svg`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
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
