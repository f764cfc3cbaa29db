/*
 * Asks a server's /api/health twice a second until its standard input closes, then prints the answers' times
 * (ms, a failed answer as null) as one JSON array. A process of its own, so what it measures is the API's
 * answer, not the wait behind a load tool sharing its event loop.
 *
 *   node scripts/bench/health-probe.ts <api base url>
 */
const [base] = process.argv.slice(2)
const INTERVAL_MS = 500
const times: (number | null)[] = []
let probing = true
process.stdin.on('end', () => (probing = false)).resume()

while (probing) {
  const started = performance.now()
  try {
    const response = await fetch(`${base}/api/health`)
    await response.arrayBuffer()
    times.push(response.ok ? performance.now() - started : null)
  } catch {
    times.push(null)
  }
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS))
}
process.stdout.write(JSON.stringify(times))
