import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { CARD_PAYMENT_ERRORS } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { API_DIR, startApi, startServer, type RunningApi, type RunningServer } from '../../../../scripts/testing/start-api.ts'
import { startStripeServer, type StripeTestServer } from '../../../../scripts/testing/stripe-server.ts'
import { UNTHROTTLED } from '../auth/browser.ts'
import { deliver } from '../card_payments/webhook.ts'

/** One raw request, so a path fetch would re-encode (`%ff`, a huge segment) reaches the server as written. */
function send(url: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const target = new URL(url)
    const req = request(
      { host: target.hostname, port: target.port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

const json = (text: string) => JSON.parse(text) as { message?: string; stack?: string }

/** A folder of this machine, as it would show in a stack trace or an fs error. */
const ABSOLUTE_PATH = API_DIR.replace(/\/$/, '')

/** Polls until the log holds a line matching `pattern`, since a server writes its log after it answers. */
async function logLine(read: () => string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const line = read()
      .split('\n')
      .find((entry) => pattern.test(entry))
    if (line) return line
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no log line matched ${pattern}`)
}

describe(`no input makes the API answer 500, on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let stripe: StripeTestServer
  let db: Knex

  beforeAll(async () => {
    stripe = await startStripeServer()
    api = await startApi({ env: { ...UNTHROTTLED, ...stripe.env, LOG_LEVEL: 'info' } })
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await stripe?.stop()
  })

  it('answers an /uploads/ name longer than a file name can be with 404, and logs no path of the machine', async () => {
    const reply = await send(api.url, { path: `/uploads/${'a'.repeat(300)}.webp` })
    expect(reply.status).toBe(404)
    expect(json(reply.body).message).toBe('File not found')
    await logLine(api.output, /\/uploads\/a{300}/)
    expect(api.output()).not.toContain(ABSOLUTE_PATH)
    expect(api.output()).not.toContain('ENAMETOOLONG')
  })

  it('answers deeply nested JSON with 400 and a plain message', async () => {
    for (const body of ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)]) {
      const reply = await send(api.url, {
        method: 'POST',
        path: '/api/customer/login',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(reply.status).toBe(400)
      expect(json(reply.body)).toEqual({ message: 'The request body is nested too deeply.' })
    }
  })

  it('answers a path that is not valid percent-encoding with the JSON 400 every error uses', async () => {
    for (const path of ['/api/%ff', '/api/shops/%ff', '/uploads/%ff.webp', '/api/%E0%A4%A']) {
      const reply = await send(api.url, { path })
      expect(reply.status).toBe(400)
      expect(json(reply.body)).toEqual({ message: 'Bad request' })
    }
    const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const target = new URL(api.url)
      request({ host: target.hostname, port: target.port, path: '/api/%ff' }, (res) => {
        res.resume()
        resolve(res.headers)
      })
        .on('error', reject)
        .end()
    })
    expect(headers['content-type']).toBe('application/json; charset=utf-8')
    expect(headers['content-security-policy']).toContain("default-src 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers a signed Stripe event without data.object, or a JSON array, with 400 once, and a redelivery is not retried', async () => {
    const withoutObject = stripe.sign(JSON.stringify({ id: 'evt_no_object', object: 'event', type: 'invoice.paid', created: 1, data: {} }))
    const first = await deliver(api.url, withoutObject)
    expect(first.status).toBe(400)
    expect(first.body?.message).toBe(CARD_PAYMENT_ERRORS.malformedEvent)
    // Stripe redelivers what was not acknowledged; the same event id is now known, so it stops.
    expect(await deliver(api.url, withoutObject)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    await logLine(api.output, /evt_no_object/)
    expect(
      api
        .output()
        .split('\n')
        .filter((line) => line.includes('evt_no_object')),
    ).toHaveLength(1)

    for (const body of ['[]', '[{"id":"evt_x"}]', '{"id":7,"type":"invoice.paid","data":{"object":{}}}']) {
      const reply = await deliver(api.url, stripe.sign(body))
      expect(reply.status).toBe(400)
      expect(reply.body?.message).toBe(CARD_PAYMENT_ERRORS.malformedEvent)
    }
    expect(api.output()).not.toMatch(/\bERROR\b/)
    expect(await db('payment_transactions').whereNotNull('stripe_invoice_id')).toHaveLength(0)
  })

  it('refuses an event signed more than 5 minutes in the future like an old one', async () => {
    const now = Math.floor(Date.now() / 1000)
    const object = { id: 'in_future', object: 'invoice', amount_paid: 100 }
    for (const timestamp of [now + 301, now + 3600, now - 301]) {
      const reply = await deliver(api.url, stripe.event('invoice.paid', object, { timestamp }))
      expect(reply.status).toBe(400)
      expect(reply.body?.message).toBe(CARD_PAYMENT_ERRORS.invalidSignature)
    }
    // Clocks differ a little: a signature a minute ahead is still taken.
    expect((await deliver(api.url, stripe.event('customer.created', { id: 'cus_x' }, { timestamp: now + 60 }))).status).toBe(200)
    expect(await db('stripe_events').where('type', 'invoice.paid')).toHaveLength(0)
  })

  describe('in development mode', () => {
    let development: RunningServer

    beforeAll(async () => {
      development = await startServer({ ...api.env, NODE_ENV: 'development', LOG_LEVEL: 'info' })
    })

    afterAll(async () => {
      await development?.stop()
    })

    it('sends no stack or path of the machine in an error body', async () => {
      const replies = [
        await send(development.url, { path: '/api/no-such-route' }),
        await send(development.url, { path: `/uploads/${'b'.repeat(300)}.webp` }),
        await send(development.url, {
          method: 'POST',
          path: '/api/customer/login',
          headers: { 'content-type': 'application/json' },
          body: '{"email":',
        }),
      ]
      expect(replies.map((reply) => reply.status)).toEqual([404, 404, 400])
      for (const reply of replies) {
        expect(json(reply.body).stack).toBeUndefined()
        expect(reply.body).not.toContain(ABSOLUTE_PATH)
        expect(reply.body).not.toMatch(/\bat \S+ \(/)
      }
    })

    it("lets only the product's own development pages call from a browser, and sends Permissions-Policy", async () => {
      const allowed = async (origin: string) =>
        (await fetch(`${development.url}/api/health`, { headers: { origin } })).headers.get('access-control-allow-origin') === origin
      for (const origin of ['http://localhost:4321', 'http://127.0.0.1:5173', 'http://localhost:4173'])
        expect(await allowed(origin), origin).toBe(true)
      for (const origin of ['http://localhost:8080', 'http://localhost', 'http://127.0.0.1:3000', 'http://localhost.evil.example:4321'])
        expect(await allowed(origin), origin).toBe(false)
      const reply = await fetch(`${development.url}/api/health`)
      expect(reply.headers.get('permissions-policy')).toContain('camera=()')
      expect((await send(development.url, { path: '/api/%ff' })).status).toBe(400)
    })
  })
})
