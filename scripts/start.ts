/*
 * `npm start`: prepares the database (migrate, seed when empty, print the demo
 * accounts), builds the website, then runs the API on :3333 and the website on
 * :4321 until Ctrl+C. Runs on the Node 24 that `npm install` put in
 * node_modules/.bin.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const API_PORT = process.env.API_PORT ?? '3333'
const WEB_PORT = process.env.WEB_PORT ?? '4321'
const API_URL = `http://localhost:${API_PORT}`
// The API's Prometheus figures, on 127.0.0.1 only (never through the website).
const METRICS_PORT = process.env.METRICS_PORT || '9464'
const children: ChildProcess[] = []

function prefixed(child: ChildProcess, label: string) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`)
    })
  }
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

function serve(label: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } })
  prefixed(child, label)
  child.once('exit', (code) => {
    process.stdout.write(`[${label}] stopped (${code ?? 'signal'})\n`)
    shutdown(code ?? 0)
  })
  children.push(child)
}

let stopping = false
function shutdown(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}

async function waitFor(url: string, label: string) {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${label} did not start at ${url}`)
}

process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

const apiDir = `${ROOT}api`
const webDir = `${ROOT}storefront`
const tsLoader = '--import=@poppinss/ts-exec'
// The server compiles its TypeScript in its own thread (api/bin/typescript_hooks.ts): a faster start than ts-exec's.
const serverLoader = '--import=./bin/typescript_hooks.ts'

// This copy's own session-signing key, written into the ignored api/.env on first start.
if (!process.env.APP_KEY) await run(process.execPath, [tsLoader, 'ace.js', 'env:app-key'], apiDir)
console.log('Preparing the database…')
await run(process.execPath, [tsLoader, 'ace.js', 'db:setup'], apiDir)
console.log('Building the website…')
await run('npm', ['run', 'build', '--silent'], webDir)

// libuv reads UV_THREADPOOL_SIZE once, when its pool starts: it must be in the API process's environment from the start.
serve('api', [serverLoader, 'bin/server.ts'], apiDir, {
  PORT: API_PORT,
  HOST: process.env.API_HOST ?? 'localhost',
  UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8',
  METRICS_PORT,
})
serve('web', ['server.mjs'], webDir, {
  PORT: WEB_PORT,
  HOST: process.env.WEB_HOST ?? 'localhost',
  API_URL,
})

await waitFor(`${API_URL}/api/health`, 'The API')
await waitFor(`http://localhost:${WEB_PORT}/`, 'The website')
console.log(`
  ShopLocal Ireland is running
    Website  http://localhost:${WEB_PORT}
    API      ${API_URL}/api/health
    Metrics  http://127.0.0.1:${METRICS_PORT}/metrics (this machine only)
  Sign in with the demo accounts listed above. Press Ctrl+C to stop.
`)
