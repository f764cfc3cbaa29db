import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'

/**
 * Sends a large body to the API over a connection of its own and resolves with the API's answer as soon as it
 * comes, even when that is before the body is all sent: the API refuses an oversized body (413) or an upload
 * from someone not signed in (401) without reading it, then closes the connection. fetch treats the write that
 * then fails as a failed request and loses the answer; here the answer wins, and whatever the browser still
 * sends is read and dropped so that it finishes its upload and reads the answer, and the next request on its
 * connection is served.
 */
export function sendLargeBody(
  target: URL,
  method: string,
  headers: Headers,
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): Promise<Response> {
  const secure = target.protocol === 'https:'
  const send = secure ? httpsRequest : httpRequest
  // A connection of its own that does not ask to be closed: a server that answers early keeps reading (and
  // dropping) the rest of a kept-alive request, where closing with unread bytes would reset the connection
  // and take the answer with it. It is closed here once the answer and the body are both done.
  const agent = secure ? new HttpsAgent({ keepAlive: true, maxSockets: 1 }) : new HttpAgent({ keepAlive: true, maxSockets: 1 })
  return new Promise((resolve, reject) => {
    let answered = false
    let upstreamGone = false
    const outgoing = send(target, { method, headers: plainHeaders(headers), agent, signal })
    outgoing.on('close', () => agent.destroy())
    outgoing.on('response', (incoming: IncomingMessage) => {
      answered = true
      // Once the whole answer is in, the API wants no more of the body (an API that stopped reading would
      // otherwise hold the rest up until its idle timeout); the browser's remaining bytes are dropped here.
      incoming.once('end', () => {
        upstreamGone = true
        outgoing.destroy()
      })
      resolve(
        new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, {
          status: incoming.statusCode ?? 502,
          statusText: incoming.statusMessage,
          headers: responseHeaders(incoming),
        }),
      )
    })
    outgoing.on('error', (error) => {
      upstreamGone = true
      if (!answered) reject(error)
    })
    outgoing.on('close', () => (upstreamGone = true))

    void (async () => {
      const reader = body.getReader()
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          if (upstreamGone || outgoing.writableEnded) continue
          if (!outgoing.write(value)) await drainedOrGone(outgoing)
        }
        if (!upstreamGone) outgoing.end()
      } catch (error) {
        // The browser went away mid-upload: the API must not take half a body as a whole one.
        outgoing.destroy(error instanceof Error ? error : new Error(String(error)))
      }
    })()
  })
}

function drainedOrGone(outgoing: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      outgoing.off('drain', done)
      outgoing.off('close', done)
      resolve()
    }
    outgoing.once('drain', done)
    outgoing.once('close', done)
  })
}

function plainHeaders(headers: Headers): Record<string, string> {
  const plain: Record<string, string> = {}
  for (const [name, value] of headers) plain[name] = value
  // The answer is relayed byte for byte; a compressed one would need decoding here.
  plain['accept-encoding'] = 'identity'
  return plain
}

function responseHeaders(incoming: IncomingMessage): Headers {
  const headers = new Headers()
  const raw = incoming.rawHeaders
  for (let index = 0; index + 1 < raw.length; index += 2) headers.append(raw[index], raw[index + 1])
  return headers
}
