/*
 * The receiving end of the API's 'sink' SMS transport, inside the test
 * process. Point the API at it with `startApi({ env: sink.env })`; tests then
 * read the texts the API really sent (sign-in and reset codes) instead of
 * peeking into the database, as the mail sink does for mail.
 */
import { createServer } from 'node:http'
import { normalizePhone } from '@shoplocal/shared/rules'
import { POLL } from './waits.ts'

interface SentSms {
  to: string
  body: string
  receivedAt: Date
}

export interface SmsSink {
  url: string
  /** SMS_* settings that send the API's texts here. */
  env: Record<string, string>
  messages(): SentSms[]
  /** Resolves with the newest text to `to` (any phone form) matching `predicate`, waiting up to `timeoutMs`. */
  waitFor(to: string, predicate?: (sms: SentSms) => boolean, timeoutMs?: number): Promise<SentSms>
  /** The newest 6-digit code texted to `to` after `since` (default: any time). */
  latestCode(to: string, since?: Date): Promise<string>
  stop(): Promise<void>
}

const CODE_PATTERN = /\b(\d{6})\b/

export async function startSmsSink(): Promise<SmsSink> {
  const received: SentSms[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        const { to, body } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; body: string }
        received.push({ to, body, receivedAt: new Date() })
        response.writeHead(204).end()
      } catch {
        response.writeHead(400).end()
      }
    })
  })

  const host = '127.0.0.1'
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
  const url = `http://${host}:${port}/sms`

  const waitFor: SmsSink['waitFor'] = async (to, predicate = () => true, timeoutMs = POLL.timeout) => {
    const number = normalizePhone(to)
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const match = received.findLast((sms) => sms.to === number && predicate(sms))
      if (match) return match
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`No text to ${to} arrived within ${timeoutMs} ms (${received.length} received in all)`)
  }

  return {
    url,
    env: { SMS_TRANSPORT: 'sink', SMS_SINK_URL: url },
    messages: () => [...received],
    waitFor,
    latestCode: async (to, since = new Date(0)) => {
      const sms = await waitFor(to, (candidate) => candidate.receivedAt >= since && CODE_PATTERN.test(candidate.body))
      return CODE_PATTERN.exec(sms.body)?.[1] ?? ''
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
