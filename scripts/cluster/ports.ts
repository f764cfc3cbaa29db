/*
 * Ports for a cluster started by a test or a bench: its metrics ports are a run (CLUSTER_METRICS_PORT, then one
 * after another, two per API slot), so the whole run must be free.
 */
import { createServer } from 'node:net'

/** The first port of `length` free ports in a row, chosen at random above 20000. */
export async function freeRun(length: number): Promise<number> {
  for (;;) {
    const first = 20000 + Math.floor(Math.random() * 20000)
    const free = await Promise.all(
      Array.from(
        { length },
        (_, offset) =>
          new Promise<boolean>((resolve) => {
            const probe = createServer()
            probe.once('error', () => resolve(false))
            probe.listen(first + offset, '127.0.0.1', () => probe.close(() => resolve(true)))
          }),
      ),
    )
    if (free.every(Boolean)) return first
  }
}
