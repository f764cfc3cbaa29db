import { describe, expect, it } from 'vitest'
import { ApiError, apiRequest, isUnauthorized, type Fetcher } from './browser.ts'

const reply =
  (status: number, body: string, statusText = ''): Fetcher =>
  async () =>
    new Response(body === '' ? null : body, { status, statusText })

describe('apiRequest (spec 1 §7 client data rules)', () => {
  it('sends JSON with credentials and a JSON body for non-GET methods', async () => {
    let seen: RequestInit | undefined
    const fetcher: Fetcher = async (_input, init) => {
      seen = init
      return new Response('{"ok":true}', { status: 200 })
    }
    await expect(apiRequest('POST', '/api/x', { a: 1 }, fetcher)).resolves.toEqual({ ok: true })
    expect(seen?.credentials).toBe('include')
    expect(new Headers(seen?.headers).get('content-type')).toBe('application/json')
    expect(seen?.body).toBe('{"a":1}')
  })

  it('sends no body on GET and reads an empty body as null', async () => {
    let seen: RequestInit | undefined
    const fetcher: Fetcher = async (_input, init) => {
      seen = init
      return new Response(null, { status: 204 })
    }
    await expect(apiRequest('GET', '/api/x', undefined, fetcher)).resolves.toBeNull()
    expect(seen?.body).toBeUndefined()
  })

  it("raises 'STATUS: text' with the body, or the status text when the body is empty", async () => {
    await expect(apiRequest('GET', '/x', undefined, reply(500, 'boom'))).rejects.toThrow('500: boom')
    await expect(apiRequest('GET', '/x', undefined, reply(404, '', 'Not Found'))).rejects.toThrow('404: Not Found')
  })

  it('exposes the server message and the field errors of a 422', async () => {
    const body = JSON.stringify({
      message: 'Validation failed',
      errors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'email', message: 'second' },
        { field: 'city', message: 'City must be at least 2 characters' },
      ],
    })
    const error = await apiRequest('POST', '/x', {}, reply(422, body)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError.status).toBe(422)
    expect(apiError.serverMessage).toBe('Validation failed')
    expect(apiError.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      city: 'City must be at least 2 characters',
    })
  })

  it('recognises an expired session by 401 and Unauthorized', async () => {
    const unauthorized = await apiRequest('GET', '/x', undefined, reply(401, '{"message":"Unauthorized"}')).catch((e: unknown) => e)
    const forbidden = await apiRequest('GET', '/x', undefined, reply(403, '{"message":"Unauthorized"}')).catch((e: unknown) => e)
    expect(isUnauthorized(unauthorized)).toBe(true)
    expect(isUnauthorized(forbidden)).toBe(false)
  })
})
