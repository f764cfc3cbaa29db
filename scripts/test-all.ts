/*
 * `npm test`: the lint and the format check (one check each, run side by side), each package's typecheck (one check
 * each), every Vitest suite, the API's twice (SQLite, then the MySQL-family server). Ends with one line
 * "N passed, N failed" totalling all suites. Outside CI the MySQL run is skipped when no server answers on
 * 127.0.0.1:3306; in CI it is required.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mysqlReachable } from './testing/databases.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs')

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
}

const SUITES: Suite[] = [
  { name: 'lint rules', dir: 'scripts/lint' },
  { name: 'shared', dir: 'shared' },
  { name: 'api (sqlite)', dir: 'api', env: { TEST_DB: 'sqlite' } },
  { name: 'api (mysql)', dir: 'api', env: { TEST_DB: 'mysql' }, needsMysql: true },
  { name: 'storefront', dir: 'storefront' },
  { name: 'desktop', dir: 'desktop' },
]

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  success: boolean
}

async function runSuite(suite: Suite, reportDir: string): Promise<Outcome> {
  const report = join(reportDir, `${suite.name.replace(/\W+/g, '-')}.json`)
  console.log(`\n━━━ ${suite.name} ━━━`)
  const exitCode = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      cwd: join(ROOT, suite.dir),
      env: { ...process.env, ...suite.env },
      stdio: 'inherit',
    })
    child.once('exit', (code) => resolve(code ?? 1))
  })
  try {
    const result: VitestReport = JSON.parse(await readFile(report, 'utf8'))
    // A suite that failed outside any test (a broken import, a hook) still counts as a failure.
    const failed = result.numFailedTests + (exitCode !== 0 && result.numFailedTests === 0 ? 1 : 0)
    return {
      name: suite.name,
      passed: result.numPassedTests,
      failed,
      skipped: result.numPendingTests + result.numTodoTests,
    }
  } catch {
    return { name: suite.name, passed: 0, failed: 1, skipped: 0, note: `crashed (exit ${exitCode})` }
  }
}

interface Captured {
  exitCode: number
  output: string
}

/** Runs a root npm script with its output held back, so two can run at once and still print in order. */
function captureScript(script: string): Promise<Captured> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '--silent'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => resolve({ exitCode: code ?? 1, output }))
  })
}

/** `npm run lint` and `npm run format:check`, each counted as one passed or failed check. */
async function lintAndFormat(): Promise<Outcome[]> {
  const checks = [
    { name: 'lint', script: 'lint', fix: 'see the findings above' },
    { name: 'format', script: 'format:check', fix: 'run npm run format' },
  ]
  const results = await Promise.all(checks.map((check) => captureScript(check.script)))
  return checks.map((check, index) => {
    const { exitCode, output } = results[index]
    console.log(`\n━━━ ${check.name} ━━━`)
    if (output.trim()) console.log(output.trimEnd())
    const ok = exitCode === 0
    return { name: check.name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, note: ok ? undefined : check.fix }
  })
}

/** `npm run typecheck` in each workspace package, counted as one passed or failed check per package. */
async function typecheck(): Promise<Outcome> {
  const manifest: { workspaces: string[] } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'))
  const packages = manifest.workspaces
  let passed = 0
  const failures: string[] = []
  console.log('\n━━━ typecheck ━━━')
  for (const dir of packages) {
    const exitCode = await new Promise<number>((resolve) => {
      const child = spawn('npm', ['run', 'typecheck', '--silent'], { cwd: join(ROOT, dir), stdio: 'inherit' })
      child.once('exit', (code) => resolve(code ?? 1))
    })
    if (exitCode === 0) passed++
    else failures.push(dir)
  }
  return {
    name: 'typecheck',
    passed,
    failed: failures.length,
    skipped: 0,
    note: failures.length ? `type errors in ${failures.join(', ')}` : undefined,
  }
}

const reportDir = await mkdtemp(join(tmpdir(), 'shoplocal-tests-'))
const outcomes: Outcome[] = [...(await lintAndFormat()), await typecheck()]
const mysqlUp = await mysqlReachable()
for (const suite of SUITES) {
  if (suite.needsMysql && !mysqlUp) {
    if (process.env.CI) {
      outcomes.push({ name: suite.name, passed: 0, failed: 1, skipped: 0, note: 'no MySQL server on 127.0.0.1:3306' })
    } else {
      outcomes.push({ name: suite.name, passed: 0, failed: 0, skipped: 0, note: 'skipped: no MySQL server on 127.0.0.1:3306' })
    }
    continue
  }
  outcomes.push(await runSuite(suite, reportDir))
}
await rm(reportDir, { recursive: true, force: true })

console.log('\nSummary')
for (const outcome of outcomes) {
  const note = outcome.note ? `  (${outcome.note})` : ''
  console.log(`  ${outcome.name.padEnd(14)} ${outcome.passed} passed, ${outcome.failed} failed${note}`)
}
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0)
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0)
const skipped = outcomes.reduce((sum, outcome) => sum + outcome.skipped, 0)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exitCode = failed > 0 ? 1 : 0
