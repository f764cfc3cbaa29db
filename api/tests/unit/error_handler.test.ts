import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpContextFactory, RequestFactory, ResponseFactory } from '@adonisjs/core/factories/http'
import { afterEach, describe, expect, it } from 'vitest'
import HttpExceptionHandler from '#exceptions/handler'

let server: Server | null = null

afterEach(() => server?.close())

/** Serves one answer: a zip download is prepared (its headers relayed to the connection, as a streamed download does), then `fail` runs. */
async function failingDownload(fail: (ctx: ReturnType<HttpContextFactory['create']>) => Promise<void>) {
  server = createServer((req, res) => {
    const ctx = new HttpContextFactory()
      .merge({ request: new RequestFactory().merge({ req, res }).create(), response: new ResponseFactory().merge({ req, res }).create() })
      .create()
    ctx.response.header('content-type', 'application/zip')
    ctx.response.header('content-disposition', 'attachment; filename="shoplocal-data-1.zip"')
    ctx.response.relayHeaders()
    void fail(ctx)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
}

describe('the error handler', () => {
  it('answers a download that failed before its first byte as a JSON error, not as the file', async () => {
    const answer = await failingDownload(async (ctx) => {
      await new HttpExceptionHandler().handle(new Error('the database went away'), ctx)
      ctx.response.finish()
    })
    expect(answer.status).toBe(500)
    expect(answer.headers.get('content-type')).toContain('application/json')
    expect(answer.headers.get('content-disposition')).toBeNull()
    expect(await answer.json()).toEqual({ message: expect.any(String) })
  })

  it('cuts a download that failed part way, so the client sees it fail', async () => {
    const received = failingDownload(async (ctx) => {
      ctx.response.response.writeHead(200)
      ctx.response.response.write('PK')
      await new HttpExceptionHandler().handle(new Error('a picture could not be read'), ctx)
    })
    await expect(received.then((answer) => answer.arrayBuffer())).rejects.toThrow()
  })
})
