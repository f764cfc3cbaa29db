/**
 * A real HTTP server standing in for the API in proxy tests: it echoes what it received (method, path,
 * query, body, headers) and sets two cookies, so the tests see exactly what crossed the sockets.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

export interface Echo {
  method: string
  path: string
  query: Record<string, string>
  body: string
  headers: IncomingMessage['headers']
}

export const ECHO_COOKIES = ['adonis-session=new-session; Path=/; HttpOnly; SameSite=Lax', 'XSRF-TOKEN=abc123; Path=/']

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Like the API's body parser: past 1 MB it answers 413 and stops reading the rest of the body. */
const BODY_LIMIT = 1024 * 1024

function refuseOversizedBody(request: IncomingMessage, response: ServerResponse): void {
  let received = 0
  const onData = (chunk: Buffer): void => {
    received += chunk.length
    if (received > BODY_LIMIT) {
      request.off('data', onData)
      request.pause()
      response.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Too large' }))
    }
  }
  request.on('data', onData)
  request.on('end', () => {
    if (!response.headersSent) response.writeHead(201).end('{}')
  })
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://upstream')
  if (url.pathname === '/api/limited') {
    refuseOversizedBody(request, response)
    return
  }
  const body = await readBody(request)
  if (url.pathname === '/api/redirect-me') {
    response.writeHead(302, { location: '/customer-auth' }).end()
    return
  }
  if (url.pathname === '/api/compressed') {
    const payload = gzipSync(JSON.stringify({ compressed: true }))
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': payload.length })
    response.end(payload)
    return
  }
  const echo: Echo = {
    method: request.method ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
    headers: request.headers,
  }
  response.setHeader('set-cookie', ECHO_COOKIES)
  response.writeHead(url.pathname === '/api/created' ? 201 : 200, { 'content-type': 'application/json', 'x-api': 'yes' })
  response.end(request.method === 'HEAD' ? undefined : JSON.stringify(echo))
}

export interface EchoUpstream {
  url: string
  close(): Promise<void>
}

export async function startEchoUpstream(): Promise<EchoUpstream> {
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function deadAddress(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return url
}
