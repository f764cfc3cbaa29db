/*
 * `npm run probe`: the black-box probe (scripts/testing/probe.ts) against a fresh API on its own database
 * (SQLite, or MySQL with TEST_DB=mysql), or against a running one at PROBE_URL whose demo accounts exist.
 * Prints every fault and the slowest routes; exits 1 when anything was found.
 */
import { startApi, type RunningApi } from './testing/start-api.ts'
import { demoIdentities, listRoutes, probe } from './testing/probe.ts'

const ALLOWANCES = { AUTH_SIGN_IN_PER_MINUTE: '100000', AUTH_REGISTER_PER_MINUTE: '100000', AUTH_CODES_PER_MINUTE: '100000' }

let api: RunningApi | undefined
const baseUrl = process.env.PROBE_URL ?? (api = await startApi({ env: ALLOWANCES })).url
try {
  const routes = await listRoutes(ALLOWANCES)
  const started = performance.now()
  const report = await probe(baseUrl, routes, await demoIdentities(baseUrl))
  const seconds = (performance.now() - started) / 1000
  for (const fault of report.faults) console.log(`FAULT ${fault.identity} · ${fault.route} · ${fault.input}: ${fault.fault}`)
  const slowest = [...report.timings].sort((a, b) => b[1] - a[1]).slice(0, 8)
  console.log(`\nSlowest routes: ${slowest.map(([route, ms]) => `${route} ${Math.round(ms)} ms`).join(', ')}`)
  console.log(`${routes.length} routes, ${report.requests} requests in ${seconds.toFixed(1)} s: ${report.faults.length} faults`)
  process.exitCode = report.faults.length === 0 ? 0 : 1
} finally {
  await api?.stop()
}
