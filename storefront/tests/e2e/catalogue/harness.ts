/**
 * The catalogue suite builds the site into its own folder (the site suite builds into .e2e-dist at the
 * same time, in another worker) and starts that build in front of the real API and a stand-in
 * reverse-geocoding service. The folder sits under the root node_modules so the server's bare imports
 * resolve exactly as they do for a normal build.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { freePort, STOREFRONT_ROOT, type RunningServer } from '../support.ts'

const OUT_DIR = join(STOREFRONT_ROOT, '..', 'node_modules', '.cache', 'shoplocal-catalogue-e2e')
const ASTRO_BIN = join(STOREFRONT_ROOT, '..', 'node_modules', 'astro', 'bin', 'astro.mjs')

function collect(child: ChildProcess): () => string {
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return () => output
}

export async function buildCatalogueSite(): Promise<void> {
  const child = spawn(process.execPath, [ASTRO_BIN, 'build', '--outDir', OUT_DIR], {
    cwd: STOREFRONT_ROOT,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collect(child)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`astro build exited ${code}\n${output()}`)
}

export async function startCatalogueSite(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [join(OUT_DIR, 'server', 'entry.mjs')], {
    cwd: STOREFRONT_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_SITE_URL: `http://127.0.0.1:${port}`, ...env },
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

/** A reverse-geocoding service under the test's control: it names a town, or fails like a dead network. */
export interface Geocoder {
  url: string
  failing: boolean
  close(): Promise<void>
}

export async function startGeocoder(place: string): Promise<Geocoder> {
  const state = { failing: false }
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (state.failing) {
      request.socket.destroy()
      return
    }
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ city: place, locality: '', countryName: 'Ireland' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/reverse-geocode`,
    get failing() {
      return state.failing
    },
    set failing(value: boolean) {
      state.failing = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
