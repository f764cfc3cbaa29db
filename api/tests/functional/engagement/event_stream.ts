/*
 * A server-sent-events reader for the live chat tests: opens /api/__transmit/events as one browser
 * (its cookies), subscribes to channels, and waits for a payload to arrive.
 */
import { randomUUID } from 'node:crypto'
import type { Browser } from '../auth/browser.ts'

interface EventStream {
  /** The stream's id, as the page made it up. */
  uid: string
  subscribe(channel: string): Promise<number>
  /** Resolves with the first payload on `channel` matching `predicate`, or rejects after `timeoutMs`. */
  next(channel: string, predicate: (payload: Record<string, unknown>) => boolean, timeoutMs: number): Promise<Record<string, unknown>>
  close(): void
}

export async function openEventStream(base: string, browser: Browser): Promise<EventStream> {
  const uid = randomUUID()
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const controller = new AbortController()
  const response = await fetch(`${base}/api/__transmit/events?uid=${uid}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  if (!response.ok || !response.body) throw new Error(`event stream refused: ${response.status}`)
  const received: { channel: string; payload: Record<string, unknown> }[] = []
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        const events = buffer.split('\n\n')
        buffer = events.pop() ?? ''
        for (const event of events) {
          const data = event
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n')
          if (data) received.push(JSON.parse(data))
        }
      }
    } catch {
      // Closed by the test.
    }
  })()

  return {
    uid,
    async subscribe(channel) {
      return (await browser.post('/api/__transmit/subscribe', { uid, channel })).status
    },
    async next(channel, predicate, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const match = received.find((event) => event.channel === channel && predicate(event.payload))
        if (match) return match.payload
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error(`no event on ${channel} within ${timeoutMs} ms`)
    },
    close() {
      controller.abort()
    },
  }
}
