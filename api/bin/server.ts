/*
 * HTTP server entrypoint. On SIGTERM or SIGINT it stops taking connections,
 * ends live streams, finishes open requests, then the providers shut down
 * (bin/graceful_stop.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { flushCompileCache } from 'node:module'
import type { Socket } from 'node:net'
import { prettyPrintError } from '@adonisjs/core'
import { requestIdOf } from '@shoplocal/shared/rules'
import compression from 'compression'
import { appIgnitor } from './app_ignitor.ts'
import { stopGracefullyOn } from './graceful_stop.ts'

/** How long a refused client may keep sending the rest of its request before the socket is cut. */
const DRAIN_MS = 5000

/*
 * Node refuses a request line + headers over maxHeaderSize before the app sees
 * it, by writing 431 and destroying the socket at once. The client is usually
 * still sending (a 1 MB query string), so it gets a reset instead of the
 * answer. Here the answer is written, the socket half-closed, and the rest of
 * the request read and dropped so the client can read the status.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy()
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const status = tooLarge ? 431 : 400
  const body = JSON.stringify({
    message: tooLarge ? 'The address or headers of this request are too large.' : 'Bad request',
  })
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  )
  socket.resume()
  socket.once('end', () => socket.destroy())
  socket.setTimeout(DRAIN_MS, () => socket.destroy())
}

/*
 * Answers are compressed (Brotli or gzip, as the client accepts) when their type compresses: JSON, SVG, text.
 * Live updates are not: a compressor holds back the small events a stream is made of.
 */
type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void
// Typed for Express, but it reads and patches only Node's own request and response.
const compress = compression({
  filter: (req, res) => !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
}) as unknown as NodeMiddleware

const ignitor = appIgnitor()
let server: Server | undefined
stopGracefullyOn(
  ['SIGTERM', 'SIGINT'],
  () => server,
  () => ignitor.getApp(),
)
ignitor
  .httpServer()
  .start((handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    server = createServer((req, res) => {
      // Read as the request's id by the framework (its log lines carry it) before any middleware runs.
      const requestId = requestIdOf(req.headers['x-request-id'])
      req.headers['x-request-id'] = requestId
      res.setHeader('X-Request-Id', requestId)
      compress(req, res, () => handler(req, res))
    })
    server.on('clientError', answerClientError)
    return server
  })
  // What the start compiled is kept now (bin/typescript_hooks.ts), not only at a graceful exit: a killed process's next start uses it too.
  .then(() => flushCompileCache())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
