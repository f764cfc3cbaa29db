/*
 * Loaded into the API server by bench:export (NODE_OPTIONS=--import=…), never by the API itself: it samples
 * the process's memory every 10 ms and, on SIGUSR2, writes what it saw since the previous signal to
 * BENCH_MEMORY_FILE (the first sample and the peak of each figure), so the bench tells the JavaScript heap,
 * the Buffers outside it (external, arrayBuffers) and the resident set apart. Only the server process
 * samples: the ace commands that set up its database are started with the same environment.
 */
import { renameSync, writeFileSync } from 'node:fs'

const file = process.env.BENCH_MEMORY_FILE
const MB = 2 ** 20

type Figures = Record<'rss' | 'heapUsed' | 'external' | 'arrayBuffers', number>

function sample(): Figures {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
  return { rss: rss / MB, heapUsed: heapUsed / MB, external: external / MB, arrayBuffers: arrayBuffers / MB }
}

if (file && process.argv[1]?.endsWith('bin/server.ts')) {
  let first = sample()
  let peak = { ...first }
  let signals = 0
  setInterval(() => {
    const now = sample()
    for (const key of Object.keys(peak) as (keyof Figures)[]) peak[key] = Math.max(peak[key], now[key])
  }, 10).unref()
  process.on('SIGUSR2', () => {
    signals += 1
    // Written whole, then moved into place: the bench never reads half a file.
    writeFileSync(`${file}.part`, JSON.stringify({ signals, first, peak }))
    renameSync(`${file}.part`, file)
    first = sample()
    peak = { ...first }
  })
}
