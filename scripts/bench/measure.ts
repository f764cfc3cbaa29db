/*
 * One autocannon run over a stream of paths, with p95 computed from every response time (autocannon itself
 * reports p90 and p97.5, not p95). Shared by the benches that report p95.
 */
import autocannon from 'autocannon'

export interface Figures {
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
}

export function measure(
  base: string,
  next: () => string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<Figures> {
  const times: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: next() }) }],
      },
      (error: Error | null, result: { requests: { average: number }; non2xx: number; errors: number; timeouts: number }) => {
        if (error) return reject(error)
        times.sort((a, b) => a - b)
        resolve({
          rps: Math.round(result.requests.average),
          p50: Math.round(percentile(times, 0.5)),
          p95: Math.round(percentile(times, 0.95)),
          p99: Math.round(percentile(times, 0.99)),
          errors: result.non2xx + result.errors,
        })
      },
    )
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => times.push(time))
  })
}

/** The items in turn, round and round. */
export function cycle(items: string[]): () => string {
  let at = 0
  return () => items[at++ % items.length]
}
