import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_API_FILE_BYTES, sendFileRequest } from '../src/shared/api-request.js'
import { closedPort, startServer, type RunningServer } from './helpers/http.js'

const PDF = Buffer.from('%PDF-1.4 proof')

describe('sendFileRequest', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer((request, response) => {
      if (request.url === '/api/payments/1/proof') {
        response.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': PDF.length })
        response.end(PDF)
      } else if (request.url === '/api/payments/2/proof') {
        response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': MAX_API_FILE_BYTES + 1 })
        response.end()
      } else {
        response.writeHead(403, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ message: `denied ${request.headers.authorization ?? 'anonymous'}` }))
      }
    })
  })
  afterAll(() => server.close())

  it('returns the bytes and their type, with the headers it was given', async () => {
    const result = await sendFileRequest(`${server.origin}/api/payments/1/proof`, { Authorization: 'Bearer t' })
    expect(result).toMatchObject({ type: 'file', status: 200, contentType: 'application/pdf' })
    expect(result.type === 'file' && Buffer.from(result.bytes).equals(PDF)).toBe(true)
  })

  it('returns a refusal as text, refuses a file announced too large, and reports an unreachable server', async () => {
    const denied = await sendFileRequest(`${server.origin}/api/payments/3/proof`, { Authorization: 'Bearer t' })
    expect(denied).toMatchObject({ type: 'response', status: 403, body: JSON.stringify({ message: 'denied Bearer t' }) })
    expect((await sendFileRequest(`${server.origin}/api/payments/2/proof`)).type).toBe('network-error')
    expect((await sendFileRequest(`http://127.0.0.1:${await closedPort()}/api/payments/1/proof`)).type).toBe('network-error')
  })
})
