/**
 * The owner suite's own build folder (other e2e files build at the same time in other workers), a
 * started copy of that build in front of a given API, and a picture to upload.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { freePort, STOREFRONT_ROOT, type RunningServer } from '../support.ts'

const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-owner', 'dist')
const ASTRO_BIN = join(STOREFRONT_ROOT, '..', 'node_modules', 'astro', 'bin', 'astro.mjs')

function collect(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd: STOREFRONT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

export function buildOwnerSite(): Promise<void> {
  const { child, output } = collect([ASTRO_BIN, 'build', '--outDir', OUT_DIR], { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited ${code}\n${output()}`))))
  })
}

export async function startOwnerSite(apiUrl: string): Promise<RunningServer> {
  const port = await freePort()
  const { child, output } = collect([join(OUT_DIR, 'server', 'entry.mjs')], {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
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

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG photo stand-in (a colour gradient), drawn without an image library. */
export function gradientPng(width: number, height: number, hue: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      rows[row + 1 + x * 3] = (hue + x) % 256
      rows[row + 2 + x * 3] = (y * 2) % 256
      rows[row + 3 + x * 3] = (hue * 3 + x + y) % 256
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
