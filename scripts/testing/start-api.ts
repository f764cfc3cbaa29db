/*
 * Starts the real API for end-to-end tests: a fresh database, migrated and
 * seeded by `ace db:setup` (or a copy of a recent test's, `database-template.ts`),
 * and the HTTP server on a free port. Resolves once /api/health answers.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestDatabase, requestedDatabase, type TestDatabase, type TestDatabaseKind } from './databases.ts'
import { setUpFromTemplate } from './database-template.ts'

export const API_DIR = fileURLToPath(new URL('../../api/', import.meta.url))
/**
 * The server starts as the product's does (api/bin/typescript_hooks.ts), and so do the commands the tests run:
 * `ace.js` compiles through ts-exec's hooks thread, which took about twice as long to start a command, and the
 * suites start hundreds of them.
 */
export const TYPESCRIPT_LOADER = '--import=./bin/typescript_hooks.ts'
/** How long a stopping server may take to finish its requests and flush what it holds. */
const STOP_GRACE_MS = 15_000

export interface RunningApi {
  url: string
  database: TestDatabase
  env: Record<string, string>
  stop(): Promise<void>
  /** Kills the server at once (SIGKILL), as a power cut or the OOM killer would; the database stays. */
  crash(): Promise<void>
  /**
   * Stops the server as a deployment does (SIGTERM) and waits for it to exit; the database stays. Says whether
   * it had to be killed because it had not exited within the grace.
   */
  terminate(): Promise<{ killed: boolean }>
  /** Starts the server again on the same port and database. */
  restart(): Promise<void>
  /** What the running server has written to stdout and stderr so far (its log lines). */
  output(): string
  /** The running server's process id. */
  pid(): number
  /** The last stopped server's exit code (null while it runs, or when a signal ended it). */
  exitCode(): number | null
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Runs an ace command in the API folder; rejects with its output when it fails. */
export async function runAce(args: string[], env: Record<string, string>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runAceOnce(args, env)
    } catch (error) {
      if (attempt >= LOCK_ATTEMPTS || !MIGRATION_LOCK_BUSY.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500))
    }
  }
}

/*
 * MySQL migrations take one server-wide advisory lock, so suites migrating
 * their own databases at the same moment (two packages, or two people on one
 * server) refuse each other; Lucid then reports the failed release. Nothing
 * has run when that happens, so the command is tried again.
 */
const MIGRATION_LOCK_BUSY = /Concurrent migrations are not allowed|unable to release database lock/
const LOCK_ATTEMPTS = 6

function runAceOnce(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    // bin/console.ts is what ace.js runs once its own loader is in place.
    const child = spawn(process.execPath, [TYPESCRIPT_LOADER, 'bin/console.ts', ...args], {
      cwd: API_DIR,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`ace ${args.join(' ')} exited ${code}:\n${output}`))))
  })
}

/** How long a started API may take to answer /api/health, and then to answer searches (its index loaded or built). */
const HEALTHY_WITHIN_MS = 30_000
const SEARCHING_WITHIN_MS = 60_000

async function waitForHealth(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const started = Date.now()
  let healthySince: number | null = null
  while (Date.now() - (healthySince ?? started) < (healthySince === null ? HEALTHY_WITHIN_MS : SEARCHING_WITHIN_MS)) {
    if (child.exitCode !== null) throw new Error(`API exited early (${child.exitCode}):\n${logs()}`)
    try {
      // Each try is bounded: a server that accepts the connection but never answers (stuck in its start-up) must
      // end in the error below, with its log, not hold the test until the runner's own timeout.
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
      const health = response.ok ? ((await response.json()) as { search?: string }) : null
      if (health) healthySince ??= Date.now()
      // Healthy and answering searches: a test's first search finds an index (loaded or built), not a 503.
      if (health && health.search !== 'starting') return
    } catch {
      // Not listening yet, or this try timed out.
    }
    // Often: every start of every suite waits here, on average half this pause past the moment it was ready.
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const waited = healthySince === null ? 'become healthy' : 'answer searches'
  throw new Error(`API did not ${waited} in ${Math.round((Date.now() - started) / 1000)} s:\n${logs()}`)
}

export async function startApi(
  options: { port?: number; database?: TestDatabaseKind; env?: Record<string, string> } = {},
): Promise<RunningApi> {
  const database = await createTestDatabase(options.database ?? requestedDatabase())
  const uploads = await mkdtemp(join(tmpdir(), 'shoplocal-uploads-'))
  // Periodic jobs look for work once in ten minutes unless a test asks for more: their lease writes would otherwise
  // race the writes a test makes from a second process on the same SQLite file (SQLITE_BUSY_SNAPSHOT).
  // Answers that must not tell whether an account exists are held to a floor time; the suites make hundreds of
  // them, so only the test that measures that floor (auth/enumeration) asks for it.
  const env: Record<string, string> = {
    ...database.env,
    UPLOADS_DIR: uploads,
    // The search index snapshot belongs to this database: a restart of this API loads it, no other test's.
    SEARCH_SNAPSHOT_PATH: join(uploads, 'search-snapshot.json'),
    SCHEDULER_CHECK_MS: '600000',
    AUTH_EVEN_ANSWER_MS: '0',
    ...options.env,
  }
  try {
    const setUp = () => runAce(['db:setup'], env).then(() => undefined)
    // A database grown for a benchmark is its own; the demo state is copied from the last test's.
    await (env.SEED_SCALE || env.SEED_USERS ? setUp() : setUpFromTemplate(database, uploads, setUp))
  } catch (error) {
    await database.drop()
    throw error
  }

  const port = options.port ?? (await freePort())
  let server: RunningServer
  try {
    server = await startServer(env, port)
  } catch (error) {
    await database.drop()
    await rm(uploads, { recursive: true, force: true })
    throw error
  }
  // Idempotent: a test may stop the API early and the suite's teardown stops it again.
  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      await server.stop()
      await database.drop()
      await rm(uploads, { recursive: true, force: true })
    })())
  return {
    url: server.url,
    database,
    env,
    stop,
    crash: () => server.crash(),
    terminate: () => server.stop(),
    output: () => server.output(),
    pid: () => server.pid,
    exitCode: () => server.exitCode(),
    restart: async () => {
      await server.stop()
      server = await startServer(env, port)
    },
  }
}

export interface RunningServer {
  url: string
  /** The process id, for a benchmark that reads its memory. */
  pid: number
  /** Sends SIGTERM and waits for the exit; says whether it had to be killed after the grace. */
  stop(): Promise<{ killed: boolean }>
  /** Kills the process at once (SIGKILL). */
  crash(): Promise<void>
  /** What the process has written to stdout and stderr so far. */
  output(): string
  /** The exit code once it has exited (null while it runs, or when a signal ended it). */
  exitCode(): number | null
}

/**
 * One API process on a database that is already set up (startApi's own, or a
 * second process beside it sharing its database): the server only, on a free
 * port; stopping it leaves the database alone.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  const listenOn = port ?? (await freePort())
  const child = spawn(process.execPath, [TYPESCRIPT_LOADER, 'bin/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      UV_THREADPOOL_SIZE: '8',
      ...env,
    },
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${listenOn}`

  let stopping: Promise<{ killed: boolean }> | undefined
  // A crash mid-suite otherwise shows only as refused connections: print what the API said.
  child.once('exit', (code, signal) => {
    if (!stopping && signal !== 'SIGKILL') process.stderr.write(`API exited unexpectedly (${code}):\n${output.slice(-5000)}\n`)
  })
  let killed = false
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill(signal)
      // A server that does not finish its shutdown in time is killed, and says what it was doing, rather than
      // holding the suite until the hook's timeout.
      const overdue = setTimeout(() => {
        process.stderr.write(`API did not stop within ${STOP_GRACE_MS} ms; killing it. Its last output:\n${output.slice(-3000)}\n`)
        killed = true
        child.kill('SIGKILL')
      }, STOP_GRACE_MS)
      await exited
      clearTimeout(overdue)
    }
    return { killed }
  }
  const stop = () => (stopping ??= end('SIGTERM'))

  try {
    await waitForHealth(url, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop,
    crash: async () => void (await end('SIGKILL')),
    output: () => output,
    exitCode: () => child.exitCode,
  }
}
