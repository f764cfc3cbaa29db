/*
 * `npm run start:cluster`: this machine as a small production site. HAProxy on CLUSTER_PORT (8080) in front of
 * CLUSTER_API_PROCESSES (2) API and CLUSTER_WEB_PROCESSES (2) website processes, on the database the DB_*
 * settings name and the Redis REDIS_HOST names. It supervises them: a process that dies is started again;
 * SIGHUP restarts them one at a time, each replacement ready (and in the proxy's rotation) before the process
 * it replaces stops; SIGTERM or Ctrl+C stops them all gracefully, then the proxy. docs/operations.md has more.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHECK_FALLS, CHECK_INTERVAL_MS, ensureHaproxy, haproxyConfig, runtimeCommand, serverStates } from './cluster/haproxy.ts'
import { checkPortFree, checkRedis, readSettings, SettingError, type ClusterSettings } from './cluster/settings.ts'
import { Slot, stopChild } from './cluster/slots.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const API_DIR = `${ROOT}api`
const WEB_DIR = `${ROOT}storefront`
const TS_LOADER = '--import=@poppinss/ts-exec'
/**
 * A stopping process keeps its port open this long with its readiness at 503: twice what taking it out needs. A
 * rolling restart does not rely on it: the old process is taken out through the proxy's runtime socket first.
 */
const DRAIN_NOTICE_MS = CHECK_INTERVAL_MS * CHECK_FALLS * 2
/** How long a process taken out of rotation may take to finish the requests it holds before it is told to stop. */
const EMPTY_WITHIN_MS = 10_000

const log = (line: string): void => void process.stdout.write(`${line}\n`)

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

async function checkSettings(): Promise<ClusterSettings> {
  const settings = readSettings()
  await checkPortFree('CLUSTER_PORT', settings.host, settings.port)
  for (let offset = 0; offset < settings.apiProcesses * 2; offset++) {
    await checkPortFree('CLUSTER_METRICS_PORT', '127.0.0.1', settings.metricsPort + offset)
  }
  await checkRedis(settings)
  return settings
}

let settings: ClusterSettings
try {
  settings = await checkSettings()
} catch (error) {
  if (!(error instanceof SettingError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}

const haproxyBin = ensureHaproxy(log)
if (!process.env.APP_KEY) await run(process.execPath, [TS_LOADER, 'ace.js', 'env:app-key'], API_DIR)
log('Preparing the database…')
// MySQL lets one migrator at a time hold its lock (another deploy, another suite on the server): try again.
for (let attempt = 1; ; attempt++) {
  const done = await run(process.execPath, [TS_LOADER, 'ace.js', 'db:setup'], API_DIR).then(
    () => true,
    (error: Error) => {
      if (attempt >= 5) throw error
      return false
    },
  )
  if (done) break
  log('The database could not be prepared; trying again')
  await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000))
}
// A built site may be named (the cluster test builds its own once); otherwise the website is built as npm start does.
const webEntry = process.env.CLUSTER_WEB_ENTRY
if (!webEntry) {
  log('Building the website…')
  await run('npm', ['run', 'build', '--silent'], WEB_DIR)
}

const siteUrl = process.env.PUBLIC_SITE_URL || `http://localhost:${settings.port}`
const proxyUrl = `http://127.0.0.1:${settings.port}`
const statsPort = await freePort()
const shared = {
  LOG_FORMAT: 'json',
  DRAIN_NOTICE_MS: String(DRAIN_NOTICE_MS),
  PUBLIC_SITE_URL: siteUrl,
  REDIS_HOST: settings.redisHost,
  REDIS_PORT: String(settings.redisPort),
}
// In the system temp folder: a socket path must stay short (108 bytes), wherever the checkout lives.
const socket = join(tmpdir(), `shoplocal-haproxy-${settings.port}.sock`)
const backendOf = (server: string) => `${server.startsWith('api') ? 'api' : 'web'}/${server}`
const pause = () => new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS / 5))
const events = {
  log,
  async inRotation(server: string) {
    // A port the previous roll took out is put back; its checks then decide.
    await runtimeCommand(socket, `set server ${backendOf(server)} state ready`).catch(() => '')
    for (;;) {
      const states = await serverStates(statsPort).catch(() => new Map())
      if (states.get(backendOf(server))?.status === 'UP') return
      await pause()
    }
  },
  async outOfRotation(server: string) {
    // Under a crowd a stopping process's 503s could take longer to notice than its drain lasts: the proxy is told.
    await runtimeCommand(socket, `set server ${backendOf(server)} state maint`).catch(() => '')
    const deadline = Date.now() + EMPTY_WITHIN_MS
    while (Date.now() < deadline) {
      const state = (await serverStates(statsPort).catch(() => new Map())).get(backendOf(server))
      if (state && state.sessions === 0) return
      await pause()
    }
  },
}

const apis: Slot[] = []
for (let index = 0; index < settings.apiProcesses; index++) {
  const metrics = settings.metricsPort + index * 2
  apis.push(
    new Slot(
      {
        name: `api${index + 1}`,
        cwd: API_DIR,
        args: ['--import=./bin/typescript_hooks.ts', 'bin/server.ts'],
        ports: [await freePort(), await freePort()],
        metricsPorts: [metrics, metrics + 1],
        ready: '/api/health/ready',
        env: { ...shared, UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8' },
      },
      events,
    ),
  )
}
const webs: Slot[] = []
for (let index = 0; index < settings.webProcesses; index++) {
  webs.push(
    new Slot(
      {
        name: `web${index + 1}`,
        cwd: WEB_DIR,
        args: ['server.mjs', ...(webEntry ? [webEntry] : [])],
        ports: [await freePort(), await freePort()],
        ready: '/health/ready',
        // Pages read the API through the proxy: any ready API answers them.
        env: { ...shared, API_URL: proxyUrl },
      },
      events,
    ),
  )
}

const configFile = `${API_DIR}/tmp/cluster/haproxy-${settings.port}.cfg`
mkdirSync(`${API_DIR}/tmp/cluster`, { recursive: true })
writeFileSync(
  configFile,
  haproxyConfig({
    host: settings.host,
    port: settings.port,
    statsPort,
    socket,
    backends: [
      {
        name: 'api',
        health: '/api/health/ready',
        servers: apis.flatMap((slot) => [0, 1].map((side) => ({ name: slot.serverName(side), port: slot.spec.ports[side] }))),
      },
      {
        name: 'web',
        health: '/health/ready',
        servers: webs.flatMap((slot) => [0, 1].map((side) => ({ name: slot.serverName(side), port: slot.spec.ports[side] }))),
      },
    ],
  }),
)

let stopping = false
let proxy: ChildProcess
function startProxy() {
  proxy = spawn(haproxyBin, ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] })
  proxy.once('exit', (code, signal) => {
    if (stopping) return
    log(`[cluster] HAProxy exited unasked (${signal ?? code}); starting it again`)
    setTimeout(startProxy, 1000).unref()
  })
}
startProxy()

const all = () => [...apis, ...webs]
async function stopAll(): Promise<void> {
  if (stopping) return
  stopping = true
  log('[cluster] stopping every process gracefully…')
  await Promise.all(all().map((slot) => slot.stop()))
  await stopChild(proxy)
  log('[cluster] stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void stopAll())
process.on('SIGINT', () => void stopAll())

let rolling: Promise<void> | null = null
process.on('SIGHUP', () => {
  if (rolling || stopping) return log('[cluster] a restart is already under way')
  rolling = (async () => {
    log('[cluster] rolling restart: one process at a time')
    for (const slot of all()) {
      if (stopping) return
      await slot.roll()
      log(`[cluster] ${slot.spec.name} restarted on :${slot.port}${slot.metricsPort ? ` (metrics :${slot.metricsPort})` : ''}`)
    }
    log('[cluster] rolling restart done')
  })()
    .catch((error: Error) => log(`[cluster] rolling restart stopped: ${error.message}`))
    .finally(() => (rolling = null))
})

await Promise.all(apis.map((slot) => slot.start()))
await Promise.all(webs.map((slot) => slot.start()))
log(`
  ShopLocal Ireland cluster is running
    Site     ${siteUrl} (HAProxy on ${settings.host}:${settings.port})
${apis.map((slot) => `    ${slot.spec.name}     :${slot.port}, metrics http://127.0.0.1:${slot.metricsPort}/metrics`).join('\n')}
${webs.map((slot) => `    ${slot.spec.name}     :${slot.port}`).join('\n')}
  kill -HUP ${process.pid} restarts every process one at a time; Ctrl+C (or SIGTERM) stops them all.
`)
