/*
 * The black-box probe: every API route, listed from the router at run time (so routes added later are
 * probed without touching this file), sent malformed input as an anonymous visitor and as signed-in
 * people. An answer fails the probe when it is a 5xx or its body gives away internals: a stack trace, SQL
 * or a file path. Used by the API's test suite and by `npm run probe`.
 */
import { request } from 'node:http'
import { gzipSync } from 'node:zlib'
import { API_DIR, runAce } from './start-api.ts'

export interface ProbeRoute {
  name: string
  method: string
  pattern: string
}

interface ListedRoutes {
  routes: { name: string | null; pattern: string; methods: string[] }[]
}

/** The router's routes, as `ace list:routes --json` prints them (HEAD is GET's shadow). */
export async function listRoutes(env: Record<string, string>): Promise<ProbeRoute[]> {
  const output = await runAce(['list:routes', '--json'], env)
  const domains = JSON.parse(output.slice(output.indexOf('['))) as ListedRoutes[]
  return domains.flatMap((domain) =>
    domain.routes.flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ name: route.name ?? `${method} ${route.pattern}`, method, pattern: route.pattern })),
    ),
  )
}

interface ProbeRequest {
  label: string
  method: string
  path: string
  headers: Record<string, string>
  body?: Buffer
}

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024)
/** Long enough to break every length limit, short enough that all the fields together fit under the body limit. */
const LONG_STRING = 'x'.repeat(30 * 1024)
const AWKWARD_STRING = 'Ó Súilleabháin 😀\u0000\u202e<script>\'"; DROP TABLE users; --'

/** Values that do not fit what a field expects. */
const BAD_VALUES: Record<string, unknown> = {
  'a number': 12345,
  'a negative number': -1,
  'a huge number': 1e308,
  'an array': ['a', 'b'],
  'an object': { nested: { deeper: true } },
  null: null,
  'a boolean': true,
  'a 30 KB string': LONG_STRING,
  'emoji, NUL and quotes': AWKWARD_STRING,
}

/** Field names the API's validators use; each malformed body sets all of them to the same bad value. */
const FIELDS = [
  'email',
  'contact',
  'emailOrPhone',
  'password',
  'newPassword',
  'passwordConfirmation',
  'confirmPassword',
  'firstName',
  'lastName',
  'phone',
  'city',
  'code',
  'name',
  'role',
  'reason',
  'status',
  'page',
  'limit',
  'sort',
  'order',
  'q',
  'search',
  'category',
  'location',
  'isActive',
  'isSuspended',
  'id',
]

/** Path parameters that are not ids. */
const BAD_IDS = ['abc', '-1', '99999999999999999999999999', '1e309', '%00%F0%9F%98%80', "1'%20OR%20'1'%3D'1", '..%2F..%2Fetc%2Fpasswd']

/** Query strings with wrong types, duplicates, arrays for scalars, NUL and emoji. */
const BAD_QUERIES = [
  'page=-1&limit=-5',
  'page=abc&limit=xyz',
  'page=99999999999999999999999&limit=1e309',
  'page=1&page=2&limit=5&limit=6&q=a&q=b',
  'page[]=1&limit[a]=2&q[]=x&q[]=y&sort[$gt]=',
  'q=%00%00&search=%F0%9F%98%80&category=%27%3B--&location=%E2%80%AE',
  `q=${'y'.repeat(5000)}&sort=${encodeURIComponent('name; DROP TABLE users')}&order=sideways`,
]

function fillPattern(pattern: string, id: string): string {
  return pattern.replace(/:[A-Za-z_]+\??/g, id).replace(/\*$/, id)
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value))

/** The malformed requests for one route: bad path parameters, bad queries and, for writes, bad bodies. */
export function malformedRequests(route: ProbeRoute): ProbeRequest[] {
  const { method, pattern } = route
  const hasParams = /:[A-Za-z_]+|\*$/.test(pattern)
  const basePath = fillPattern(pattern, '999999')
  const requests: ProbeRequest[] = []
  const jsonHeaders = { 'content-type': 'application/json' }

  if (hasParams) {
    for (const id of BAD_IDS) requests.push({ label: `id ${id}`, method, path: fillPattern(pattern, id), headers: jsonHeaders })
  }
  // A write reads its query the same way a read does: two of the bad queries are enough there.
  const queries = method === 'GET' ? BAD_QUERIES : BAD_QUERIES.slice(3, 5)
  for (const query of queries)
    requests.push({ label: `query ${query.slice(0, 40)}`, method, path: `${basePath}?${query}`, headers: jsonHeaders })

  if (method === 'GET') return requests
  for (const [label, value] of Object.entries(BAD_VALUES)) {
    requests.push({
      label: `fields as ${label}`,
      method,
      path: basePath,
      headers: jsonHeaders,
      body: json(Object.fromEntries(FIELDS.map((field) => [field, value]))),
    })
  }
  const raw = (label: string, headers: Record<string, string>, body: Buffer) =>
    requests.push({ label, method, path: basePath, headers, body })
  raw('a 1 MB string', jsonHeaders, json({ email: MEGABYTE_STRING, password: 'p' }))
  raw('invalid JSON', jsonHeaders, Buffer.from('{"email": "a@b.ie", "password": '))
  raw('a JSON array', jsonHeaders, json([{ email: 'a@b.ie' }, 1, null]))
  raw('a JSON string', jsonHeaders, json('just a string'))
  raw('JSON null', jsonHeaders, Buffer.from('null'))
  raw('a number too big for a double', jsonHeaders, Buffer.from(`{"page": ${'9'.repeat(400)}, "limit": -${'9'.repeat(400)}}`))
  raw('duplicated JSON keys', jsonHeaders, Buffer.from('{"email":"a@b.ie","email":["x"],"password":"p","password":{"a":1}}'))
  raw('JSON sent as text/plain', { 'content-type': 'text/plain' }, json({ email: 'a@b.ie' }))
  raw(
    'XML',
    { 'content-type': 'application/xml' },
    Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
  )
  raw(
    'duplicated form fields',
    { 'content-type': 'application/x-www-form-urlencoded' },
    Buffer.from('email=a%40b.ie&email=c&password=1&password[]=2&page=-1'),
  )
  raw('an unknown content type', { 'content-type': 'application/x-shoplocal-nonsense' }, Buffer.from('\u0000\u0001\u0002'))
  raw('corrupt gzip', { ...jsonHeaders, 'content-encoding': 'gzip' }, Buffer.from('this is not gzip at all'))
  raw('gzip of invalid JSON', { ...jsonHeaders, 'content-encoding': 'gzip' }, gzipSync('{"email": [1, 2'))
  raw('an unknown encoding', { ...jsonHeaders, 'content-encoding': 'br, zstd, nonsense' }, json({ email: 'a@b.ie' }))
  raw(
    'a broken multipart body',
    { 'content-type': 'multipart/form-data; boundary=xx' },
    Buffer.from('--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'),
  )
  return requests
}

interface ProbeAnswer {
  status: number
  body: string
}

/** Sends one request with node:http, so headers fetch would rewrite (Content-Encoding) arrive as written. */
export function send(baseUrl: string, probe: ProbeRequest, extraHeaders: Record<string, string> = {}): Promise<ProbeAnswer> {
  const target = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        method: probe.method,
        path: probe.path,
        headers: {
          accept: 'application/json',
          ...probe.headers,
          ...extraHeaders,
          ...(probe.body ? { 'content-length': String(probe.body.length) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
        response.on('error', reject)
      },
    )
    // An early answer (413, 401) may close the socket before the whole body is written; the answer still counts.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve({ status: 0, body: `connection ${error.code}` })
      else reject(error)
    })
    outgoing.end(probe.body)
  })
}

/** What an answer must never contain: the tell-tales of stack traces, SQL errors and server paths. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\bat [\w.<>$]+ \(|\bat (file:\/\/)?\/[^\s]+:\d+:\d+|"stack"\s*:/],
  [
    'SQL',
    /\b(SQLITE_[A-Z]+|ER_[A-Z_]{4,}|sqlMessage|syntax error at or near|You have an error in your SQL syntax|select .+ from [`"]?\w+[`"]? where|insert into [`"]?\w+|update [`"]?\w+[`"]? set)\b/i,
  ],
  [
    'a file path',
    new RegExp(`${API_DIR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|node_modules/|/app/(controllers|services|models)/|\\.(ts|js):\\d+`),
  ],
]

/** Why an answer is a fault, or null when it is a fine refusal (or success). */
export function faultOf(answer: ProbeAnswer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.body.slice(0, 300)}`
  if (answer.status === 0 && !answer.body.startsWith('connection ')) return 'no answer'
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(answer.body)
    if (match) return `gives away ${what} ("${match[0].slice(0, 80)}") with ${answer.status}`
  }
  return null
}

export interface Identity {
  name: string
  headers: Record<string, string>
}

/**
 * Signs in the demo customer and shop owner (session cookies) and the demo admin (a Bearer token), so
 * the probe reaches the validators behind authentication, not only the 401s in front of them.
 */
export async function demoIdentities(baseUrl: string): Promise<Identity[]> {
  const signIn = async (path: string, body: object): Promise<Response> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`probe sign-in ${path} answered ${response.status}`)
    return response
  }
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  const customer = await signIn('/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' })
  const owner = await signIn('/api/shop-owner/login', { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' })
  const admin = await signIn('/api/admin/auth/token', { email: 'admin@shoplocal.ie', password: 'Admin@2026' })
  const { token } = (await admin.json()) as { token: string }
  return [
    { name: 'anonymous', headers: {} },
    { name: 'customer', headers: { cookie: cookieOf(customer) } },
    { name: 'shop owner', headers: { cookie: cookieOf(owner) } },
    { name: 'admin (token)', headers: { authorization: `Bearer ${token}` } },
  ]
}

/** Routes that end the caller's session or token go last, so the other routes are probed signed in. */
const ENDS_SESSION = (route: ProbeRoute) =>
  /logout/i.test(route.name) || (route.method === 'DELETE' && route.pattern.endsWith('/auth/token'))

interface ProbeFault {
  identity: string
  route: string
  input: string
  fault: string
}

interface ProbeReport {
  requests: number
  faults: ProbeFault[]
  /** Milliseconds spent on each route, all identities together. */
  timings: Map<string, number>
}

/** Every route × every malformed input × every identity, a few requests at a time. */
export async function probe(baseUrl: string, routes: ProbeRoute[], identities: Identity[], concurrency = 6): Promise<ProbeReport> {
  const ordered = [...routes.filter((route) => !ENDS_SESSION(route)), ...routes.filter(ENDS_SESSION)]
  const faults: ProbeFault[] = []
  const timings = new Map<string, number>()
  let requests = 0
  for (const identity of identities) {
    for (const route of ordered) {
      const started = performance.now()
      const queue = malformedRequests(route)
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const answer = await send(baseUrl, next, identity.headers)
          requests++
          const fault = faultOf(answer)
          if (fault) faults.push({ identity: identity.name, route: `${route.method} ${route.pattern}`, input: next.label, fault })
        }
      }
      await Promise.all(Array.from({ length: concurrency }, worker))
      const key = `${route.method} ${route.pattern}`
      timings.set(key, (timings.get(key) ?? 0) + performance.now() - started)
    }
  }
  return { requests, faults, timings }
}
