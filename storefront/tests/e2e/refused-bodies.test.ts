import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { API_UNAVAILABLE_MESSAGE } from '../../src/lib/proxy/forward.ts'
import { buildSite, startStorefront, STOREFRONT_ROOT, type RunningServer } from './support.ts'

/*
 * A body the API refuses before reading it all (too large, or an upload from someone not signed in) must reach
 * the browser as the API's own answer, through the website's proxy, while the browser is still sending; and
 * the next visitor's request must not pay for the abandoned upload.
 */
const OUT_DIR = join(STOREFRONT_ROOT, '..', 'node_modules', '.cache', 'shoplocal-refused-bodies-e2e')
const MB = 1024 * 1024
const CHUNK = 64 * 1024

let api: RunningApi | undefined
let site: RunningServer | undefined
let ownerCookie = ''
let proofPaymentId = 0

interface Answer {
  status: number
  body: string
}

/** Sends a body in chunks as a browser uploading a file does, reading the answer whenever it comes. */
function send(base: string, path: string, method: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${base}${path}`, { method, headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      response.on('error', reject)
    })
    // The server may close the connection once it has answered; the answer already read is what counts.
    outgoing.on('error', (error) => (outgoing.writableEnded ? undefined : reject(error)))
    let offset = 0
    const writeMore = (): void => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + CHUNK)
        offset += chunk.length
        if (outgoing.destroyed) return
        if (!outgoing.write(chunk)) {
          outgoing.once('drain', writeMore)
          return
        }
      }
      outgoing.end()
    }
    writeMore()
  })
}

function multipart(field: string, filename: string, type: string, size: number): { body: Buffer; contentType: string } {
  const boundary = '----refused-body-test'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { body: Buffer.concat([head, Buffer.alloc(size, 7), tail]), contentType: `multipart/form-data; boundary=${boundary}` }
}

beforeAll(async () => {
  const [startedApi] = await Promise.all([startApi(), buildSite(OUT_DIR)])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  const signIn = await fetch(`${site.url}/api/auth/role-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026', role: 'shop_owner' }),
  })
  expect(signIn.status).toBe(200)
  ownerCookie = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
  const checkout = await fetch(`${site.url}/api/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, cookie: ownerCookie },
    body: JSON.stringify({ purpose: 'listing', paymentMethod: 'bank_transfer' }),
  })
  expect(checkout.status).toBeLessThan(300)
  proofPaymentId = ((await checkout.json()) as { id: number }).id
}, 300_000)

afterAll(async () => {
  await site?.stop()
  await api?.stop()
})

describe('bodies the API refuses, through the website', () => {
  const cases = [
    { name: 'a 2 MB JSON body', path: () => '/api/auth/role-login', method: 'POST', owner: false, json: 2 * MB, status: 413 },
    {
      name: 'a 6 MB image from the owner',
      path: () => '/api/upload/image',
      method: 'POST',
      owner: true,
      file: ['image', 'big.png', 'image/png', 6 * MB],
      status: 413,
    },
    {
      name: 'a 50 MB upload from nobody',
      path: () => '/api/upload/image',
      method: 'POST',
      owner: false,
      file: ['image', 'huge.png', 'image/png', 50 * MB],
      status: 401,
    },
    {
      name: 'a 12 MB proof from the owner',
      path: () => `/api/payments/${proofPaymentId}/proof`,
      method: 'PUT',
      owner: true,
      file: ['proof', 'proof.pdf', 'application/pdf', 12 * MB],
      status: 413,
    },
  ] as const

  for (const refused of cases) {
    it(`answers ${refused.name} with the API's own status and message`, async () => {
      const headers: Record<string, string> = { origin: site!.url, accept: 'application/json' }
      if (refused.owner) headers.cookie = ownerCookie
      let body: Buffer
      if ('json' in refused) {
        body = Buffer.from(JSON.stringify({ email: 'x'.repeat(refused.json) }))
        headers['content-type'] = 'application/json'
      } else {
        const [field, filename, type, size] = refused.file
        const form = multipart(field, filename, type, size)
        body = form.body
        headers['content-type'] = form.contentType
      }

      const proxied = await send(site!.url, refused.path(), refused.method, headers, body)

      expect(proxied.status, proxied.body).toBe(refused.status)
      expect(JSON.parse(proxied.body)).toMatchObject({ message: expect.any(String) })
      expect(JSON.parse(proxied.body).message).not.toBe(API_UNAVAILABLE_MESSAGE)

      // The next visitor is unaffected by the abandoned upload.
      const health = await fetch(`${site!.url}/api/health`)
      expect(health.status).toBe(200)
    }, 120_000)
  }
})
