/*
 * The website's server: Astro's standalone handler (pages, the /api and /uploads proxy, and the built files
 * with hashed assets cached for a year) behind compression, Brotli or gzip as the browser accepts, for every
 * answer whose type compresses (HTML, JS, CSS, JSON, SVG). Live updates pass uncompressed: a compressor would
 * hold back the small events a stream is made of.
 *
 * Every request gets an id (the client's own X-Request-Id when well formed), returned as X-Request-Id, passed to
 * the API by the pages and the proxy, and written on this server's JSON log line for the request, so one click
 * can be followed through both processes' logs. Health answers and the graceful stop: server-lifecycle.mjs.
 *
 * `node server.mjs [entry]`: the built entry defaults to dist/server/entry.mjs beside this file; HOST and
 * PORT as for Astro's own server; WEB_NICENESS (10) is the process's scheduling niceness; LOG_LEVEL as the API's.
 */
import { createServer } from 'node:http'
import { getPriority, setPriority } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { requestIdOf } from '@shoplocal/shared/rules'
import compression from 'compression'
import pino from 'pino'
import { createLifecycle } from './server-lifecycle.mjs'

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

const logger = pino({ name: 'shoplocal-web', level: process.env.LOG_LEVEL ?? 'info' })

// The entry would otherwise start a server of its own on import.
process.env.ASTRO_NODE_AUTOSTART = 'disabled'
const entry = resolve(process.argv[2] ?? fileURLToPath(new URL('./dist/server/entry.mjs', import.meta.url)))
const { handler, options } = await import(pathToFileURL(entry).href)

const compress = compression({
  filter: (req, res) => !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
})

const drainNoticeMs = Number(process.env.DRAIN_NOTICE_MS ?? 0)
if (!Number.isInteger(drainNoticeMs) || drainNoticeMs < 0) {
  throw new Error(`DRAIN_NOTICE_MS must be a whole number of milliseconds (got "${process.env.DRAIN_NOTICE_MS}")`)
}
const lifecycle = createLifecycle({ apiUrl: (process.env.API_URL?.trim() || 'http://localhost:3333').replace(/\/+$/, ''), drainNoticeMs })

/** One line per answer: the path without its query (a search or a link's token is the visitor's), never an address. */
function logAnswer(req, res, requestId) {
  const started = performance.now()
  res.once('finish', () =>
    logger.info(
      {
        requestId,
        method: req.method,
        path: req.url.split('?')[0],
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
      },
      'request completed',
    ),
  )
}

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
  const requestId = requestIdOf(req.headers['x-request-id'])
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  if (lifecycle.answerHealth(req, res)) return
  logAnswer(req, res, requestId)
  lifecycle.trackLiveStream(req, res)
  compress(req, res, () => handler(req, res))
})
server.listen(port, host, () => process.stdout.write(`Website listening on http://${host}:${port}\n`))

// The pages' own last work (their views not yet reported) runs once the answers under way are done.
const beforeStop = () => Promise.allSettled((globalThis[Symbol.for('shoplocal.beforeStop')] ?? []).map((work) => work()))
lifecycle.stopGracefullyOn(['SIGTERM', 'SIGINT'], server, beforeStop, logger)
