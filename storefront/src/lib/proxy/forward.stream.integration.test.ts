import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forward } from './forward.ts'

/**
 * Live chat reaches the browser as server-sent events through this proxy: each event must be passed on
 * as it arrives, not when the upstream response ends (which, for a stream, is never).
 */
let server: Server
let apiBase: string
let release: () => void = () => undefined

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
    response.write('data: {"n":1}\n\n')
    // The second event waits for the test: the first must have arrived on its own before it is sent.
    release = () => {
      response.write('data: {"n":2}\n\n')
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  apiBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('forward with a server-sent-events upstream', () => {
  it('passes each event on as it arrives, with the event-stream headers', async () => {
    const response = await forward(new Request('http://shop.test/api/__transmit/events?uid=abc'), { apiBase })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()

    // The upstream holds its second event until release(): a forward that buffered would never answer this
    // read, and the test would fail on its timeout.
    const first = await reader.read()
    expect(first.value).toBe('data: {"n":1}\n\n')

    release()
    let rest = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      rest += value
    }
    expect(rest).toBe('data: {"n":2}\n\n')
  })
})
