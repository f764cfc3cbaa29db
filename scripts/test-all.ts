/*
 * `npm test`: the lint and the format check, each package's typecheck and the scripts', every Vitest suite (the API's twice:
 * SQLite, then the MySQL-family server). Ends with one line "N passed, N failed" totalling all of them. Outside
 * CI the MySQL run is skipped when no server answers on 127.0.0.1:3306; in CI it is required.
 *
 * Then, alone, the cluster's rolling restart under a crowd (`npm run test:cluster`, one check; it reuses the site
 * build the storefront suite made, and needs MariaDB and Redis: outside CI it is skipped without them). Alone,
 * because its checks include how soon a push and a new shop reach the other processes.
 *
 * Two jobs run at a time (`TEST_LANES`): one suite alone leaves about half of this 2-core machine idle (it waits
 * on its API processes, Chromium and the database), so the longest suites start first and the short checks fill
 * in. Each job's output is held back and printed whole when it ends, so suites never interleave; the slowest files
 * of each suite are listed at the end, as the place to look when the run grows.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkRedis, readSettings } from './cluster/settings.ts'
import { mysqlReachable } from './testing/databases.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs')
const LANES = Math.max(1, Number(process.env.TEST_LANES ?? 2))
const SLOWEST_SHOWN = 5

interface Suite {
  name: string
  dir: string
  env?: Record<string, string>
  needsMysql?: boolean
}

interface Outcome {
  name: string
  passed: number
  failed: number
  skipped: number
  note?: string
  seconds?: number
  slowest?: string[]
  /** Each failed test's file, name and first lines of its error: CI keeps only the end of the output. */
  failures?: string[]
}

/** A job's outcomes and everything it printed, shown once it ends. */
interface Finished {
  outcomes: Outcome[]
  output: string
}

// Longest first, so the two lanes end close together (figures: docs/performance.md, the suite's row).
const SUITES: Suite[] = [
  { name: 'storefront', dir: 'storefront' },
  { name: 'api (mysql)', dir: 'api', env: { TEST_DB: 'mysql' }, needsMysql: true },
  { name: 'api (sqlite)', dir: 'api', env: { TEST_DB: 'sqlite' } },
  { name: 'desktop', dir: 'desktop' },
  { name: 'shared', dir: 'shared' },
  { name: 'lint rules', dir: 'scripts/lint' },
]

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: {
    name: string
    startTime: number
    endTime: number
    /** Why the file failed outside any test (an import, a hook). */
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

interface Captured {
  exitCode: number
  output: string
}

/** Runs a command with its output held back, so two can run at once and still print in order. */
function capture(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Captured> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => resolve({ exitCode: code ?? 1, output }))
  })
}

const elapsed = (since: number) => Math.round((Date.now() - since) / 1000)

/** Lines of an error kept in the closing list: enough for the assertion and where it was made. */
const FAILURE_LINES = 12
/** Stack frames inside the test runner or Node say nothing about the failure. */
const RUNNER_FRAME = /node_modules|node:internal|<anonymous>/

function failedTests(report: VitestReport, dir: string): string[] {
  const shorten = (text: string) =>
    text
      .split('\n')
      .filter((line) => !RUNNER_FRAME.test(line))
      .slice(0, FAILURE_LINES)
      .join('\n      ')
  return report.testResults.flatMap((file) => {
    const where = relative(join(ROOT, dir), file.name)
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}\n      ${shorten(test.failureMessages.join('\n'))}`)
    return tests.length || !file.message ? tests : [`${where}\n      ${shorten(file.message)}`]
  })
}

function slowestFiles(report: VitestReport, dir: string): string[] {
  return [...report.testResults]
    .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
    .slice(0, SLOWEST_SHOWN)
    .map((file) => `${Math.round((file.endTime - file.startTime) / 1000)} s ${relative(join(ROOT, dir), file.name)}`)
}

async function runSuite(suite: Suite, reportDir: string): Promise<Finished> {
  const report = join(reportDir, `${suite.name.replace(/\W+/g, '-')}.json`)
  const started = Date.now()
  const args = [VITEST, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
  const { exitCode, output } = await capture(process.execPath, args, join(ROOT, suite.dir), { ...process.env, ...suite.env })
  const seconds = elapsed(started)
  try {
    const result: VitestReport = JSON.parse(await readFile(report, 'utf8'))
    // A suite that failed outside any test (a broken import, a hook) still counts as a failure.
    const failed = result.numFailedTests + (exitCode !== 0 && result.numFailedTests === 0 ? 1 : 0)
    const outcome = {
      name: suite.name,
      passed: result.numPassedTests,
      failed,
      skipped: result.numPendingTests + result.numTodoTests,
      seconds,
      slowest: slowestFiles(result, suite.dir),
      failures: failedTests(result, suite.dir),
    }
    return { outcomes: [outcome], output }
  } catch {
    return { outcomes: [{ name: suite.name, passed: 0, failed: 1, skipped: 0, note: `crashed (exit ${exitCode})`, seconds }], output }
  }
}

/** `npm run lint` or `npm run format:check`, counted as one passed or failed check. */
async function runCheck(name: string, script: string, fix: string): Promise<Finished> {
  const started = Date.now()
  const { exitCode, output } = await capture('npm', ['run', script, '--silent'], ROOT)
  const ok = exitCode === 0
  const outcome = { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, note: ok ? undefined : fix, seconds: elapsed(started) }
  return { outcomes: [outcome], output }
}

/**
 * `npm run typecheck` in each workspace package, then the root's `typecheck:scripts` (the bench, cluster, testing
 * and lint scripts), counted as one passed or failed check each.
 */
async function typecheck(): Promise<Finished> {
  const started = Date.now()
  const manifest: { workspaces: string[] } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'))
  const checks = [
    ...manifest.workspaces.map((dir) => ({ name: dir, dir, script: 'typecheck' })),
    { name: 'scripts', dir: '.', script: 'typecheck:scripts' },
  ]
  let passed = 0
  let output = ''
  const failures: string[] = []
  for (const check of checks) {
    const result = await capture('npm', ['run', check.script, '--silent'], join(ROOT, check.dir))
    output += result.output
    if (result.exitCode === 0) passed++
    else failures.push(check.name)
  }
  const note = failures.length ? `type errors in ${failures.join(', ')}` : undefined
  return { outcomes: [{ name: 'typecheck', passed, failed: failures.length, skipped: 0, note, seconds: elapsed(started) }], output }
}

/** `npm run test:cluster`: one check. Needs MySQL and Redis; HAProxy it installs. */
async function clusterCheck(mysqlUp: boolean): Promise<Finished> {
  const name = 'cluster'
  const redisUp = await checkRedis(readSettings()).then(
    () => true,
    () => false,
  )
  if (!mysqlUp || !redisUp) {
    const missing = !mysqlUp ? 'no MySQL server on 127.0.0.1:3306' : 'no Redis on REDIS_HOST'
    const outcome = process.env.CI
      ? { name, passed: 0, failed: 1, skipped: 0, note: missing }
      : { name, passed: 0, failed: 0, skipped: 0, note: `skipped: ${missing}` }
    return { outcomes: [outcome], output: '' }
  }
  return runCheck(name, 'test:cluster', 'see the cluster test above')
}

type Job = { name: string; run: () => Promise<Finished> }

/** Runs the jobs `LANES` at a time in the order given, printing each one's output whole as it ends. */
async function runInLanes(jobs: Job[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  const queue = [...jobs]
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      console.log(`▶ ${job.name} started`)
      const finished = await job.run()
      console.log(`\n━━━ ${job.name} ━━━`)
      if (finished.output.trim()) console.log(finished.output.trimEnd())
      outcomes.push(...finished.outcomes)
    }
  }
  await Promise.all(Array.from({ length: LANES }, lane))
  return outcomes
}

const reportDir = await mkdtemp(join(tmpdir(), 'shoplocal-tests-'))
const mysqlUp = await mysqlReachable()
const started = Date.now()
const skippedSuites: Outcome[] = []
const jobs: Job[] = []
for (const suite of SUITES) {
  if (suite.needsMysql && !mysqlUp) {
    const note = process.env.CI ? 'no MySQL server on 127.0.0.1:3306' : 'skipped: no MySQL server on 127.0.0.1:3306'
    skippedSuites.push({ name: suite.name, passed: 0, failed: process.env.CI ? 1 : 0, skipped: 0, note })
    continue
  }
  jobs.push({ name: suite.name, run: () => runSuite(suite, reportDir) })
}
// The checks are short: they go after the long suites, into whichever lane frees first.
jobs.push({ name: 'typecheck', run: typecheck })
jobs.push({ name: 'lint', run: () => runCheck('lint', 'lint', 'see the findings above') })
jobs.push({ name: 'format', run: () => runCheck('format', 'format:check', 'run npm run format') })
const outcomes = [
  ...(await runInLanes(jobs)),
  ...(await runInLanes([{ name: 'cluster', run: () => clusterCheck(mysqlUp) }])),
  ...skippedSuites,
]
await rm(reportDir, { recursive: true, force: true })

console.log('\nSlowest files')
for (const outcome of outcomes.filter((each) => each.slowest?.length)) {
  console.log(`  ${outcome.name}: ${outcome.slowest?.join(', ')}`)
}
const failures = outcomes.flatMap((outcome) => (outcome.failures ?? []).map((failure) => `  ${outcome.name}: ${failure}`))
if (failures.length) console.log(`\nFailed tests\n${failures.join('\n')}`)
console.log(`\nSummary (${elapsed(started)} s, ${LANES} at a time)`)
for (const outcome of outcomes) {
  const note = outcome.note ? `  (${outcome.note})` : ''
  const time = outcome.seconds === undefined ? '' : `  ${outcome.seconds} s`
  console.log(`  ${outcome.name.padEnd(14)} ${outcome.passed} passed, ${outcome.failed} failed${time}${note}`)
}
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0)
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0)
const skipped = outcomes.reduce((sum, outcome) => sum + outcome.skipped, 0)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exitCode = failed > 0 ? 1 : 0
