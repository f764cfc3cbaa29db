/*
 * The website's server: Astro's standalone handler (pages, the /api and /uploads proxy, and the built files
 * with hashed assets cached for a year) behind compression, Brotli or gzip as the browser accepts, for every
 * answer whose type compresses (HTML, JS, CSS, JSON, SVG). Live updates pass uncompressed: a compressor would
 * hold back the small events a stream is made of.
 *
 * `node server.mjs [entry]`: the built entry defaults to dist/server/entry.mjs beside this file; HOST and
 * PORT as for Astro's own server; WEB_NICENESS (10) is the process's scheduling niceness.
 */
import { createServer } from 'node:http'
import { getPriority, setPriority } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import compression from 'compression'

// Rendering pages for a crowd is this server's whole cost; where it shares a machine's cores with the API, the API
// (the console, payment webhooks, health checks, and the data for these very pages) goes first. Measured under
// bench:site at 200 connections on two cores: /api/health's worst probe 155 ms at the same priority, 50 ms
// below it, the pages' own throughput unchanged. Alone on a machine, a lower priority changes nothing. Only ever
// lowered here: a process started at a lower priority (nice) keeps it, as raising one takes privileges.
const niceness = Number(process.env.WEB_NICENESS ?? 10)
if (!Number.isInteger(niceness) || niceness < -20 || niceness > 19) {
  throw new Error(`WEB_NICENESS must be a whole number from -20 to 19 (got "${process.env.WEB_NICENESS}")`)
}
if (niceness > getPriority()) setPriority(niceness)

// The entry would otherwise start a server of its own on import.
process.env.ASTRO_NODE_AUTOSTART = 'disabled'
const entry = resolve(process.argv[2] ?? fileURLToPath(new URL('./dist/server/entry.mjs', import.meta.url)))
const { handler, options } = await import(pathToFileURL(entry).href)

const compress = compression({
  filter: (req, res) => !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
})

const port = Number(process.env.PORT ?? options.port ?? 4321)
const host = process.env.HOST ?? 'localhost'
// A path that is not valid percent-encoding reaches the site's own bad-request answer (src/pages/bad-request.ts):
// Astro's adapter would answer it in plain text, without the security headers every other answer carries.
const BAD_REQUEST_PATH = '/bad-request'
const readable = (url) => {
  try {
    decodeURI(url ?? '/')
    return true
  } catch {
    return false
  }
}
const server = createServer((req, res) => {
  if (!readable(req.url)) req.url = BAD_REQUEST_PATH
  compress(req, res, () => handler(req, res))
})
server.listen(port, host, () => process.stdout.write(`Website listening on http://${host}:${port}\n`))

// Finish the answers under way and the pages' own last work (their views not yet reported), then stop; open
// live streams and that work get five seconds.
const beforeStop = () => Promise.allSettled((globalThis[Symbol.for('shoplocal.beforeStop')] ?? []).map((work) => work()))
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => beforeStop().then(() => process.exit(0)))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
