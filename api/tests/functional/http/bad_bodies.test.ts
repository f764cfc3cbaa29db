import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { UNDECODABLE_BODY_MESSAGE } from '#exceptions/error_body'

/** One raw request, so headers fetch would rewrite (Content-Encoding, a huge URL) reach the server as sent. */
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

describe(`bad request bodies on ${requestedDatabase()}`, () => {
  let api: RunningApi

  beforeAll(async () => {
    api = await startApi()
  })

  afterAll(async () => {
    await api?.stop()
  })

  it('answers a body that claims gzip but is not with 400 and a message, logged as one WARN line without a stack', async () => {
    for (const path of ['/api/customer/login', '/api/auth/register']) {
      const response = await send(api.url, {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: '{"email":"a@b.ie","password":"x"}',
      })
      expect(response.status).toBe(400)
      const body = JSON.parse(response.body) as { message?: string; stack?: string }
      expect(body.message).toBe(UNDECODABLE_BODY_MESSAGE)
      expect(body.stack).toBeUndefined()
    }
    // The log is written a moment after the answer: poll for the two lines.
    const warnings = () =>
      api
        .output()
        .split('\n')
        .filter((line) => line.includes('WARN') && line.includes(UNDECODABLE_BODY_MESSAGE))
    for (const deadline = Date.now() + 10_000; warnings().length < 2 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(warnings()).toHaveLength(2)
    expect(api.output()).not.toMatch(/^\s+at /m)
    expect(api.output()).not.toMatch(/\bERROR\b/)
  })

  it('answers a 1 MB query string with 414 or 431, not a reset connection', async () => {
    const response = await send(api.url, { path: `/api/categories?q=${'a'.repeat(1024 * 1024)}` })
    expect([414, 431]).toContain(response.status)
  })

  it('still refuses deeply nested JSON with 400', async () => {
    const response = await send(api.url, {
      method: 'POST',
      path: '/api/customer/login',
      headers: { 'content-type': 'application/json' },
      body: '['.repeat(100000) + ']'.repeat(100000),
    })
    expect(response.status).toBe(400)
  })
})
