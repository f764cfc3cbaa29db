import { describe, expect, it } from 'vitest'
import { createApiClient, type Fetcher } from './client.ts'
import { parseCategories } from './catalogue.ts'
import { ApiError, isUnauthorized, unwrap } from './result.ts'

const reply =
  (status: number, body: string, statusText = ''): Fetcher =>
  async () =>
    new Response(body === '' ? null : body, { status, statusText })

const post = (fetcher: Fetcher, body: unknown = {}) => createApiClient({ base: '', fetcher }).post('/x', body).then(unwrap)
const get = (fetcher: Fetcher) => createApiClient({ base: '', fetcher }).get('/x').then(unwrap)

describe('the API client', () => {
  it('sends JSON with credentials and a JSON body for non-GET methods', async () => {
    let seen: RequestInit | undefined
    const fetcher: Fetcher = async (_input, init) => {
      seen = init
      return new Response('{"ok":true}', { status: 200 })
    }
    await expect(post(fetcher, { a: 1 })).resolves.toEqual({ ok: true })
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
    await expect(get(fetcher)).resolves.toBeNull()
    expect(seen?.body).toBeUndefined()
  })

  it("raises 'STATUS: text' with the body, or the status text when the body is empty", async () => {
    await expect(get(reply(500, 'boom'))).rejects.toThrow('500: boom')
    await expect(get(reply(404, '', 'Not Found'))).rejects.toThrow('404: Not Found')
  })

  it('answers 404 as not found and an unreachable API as status 0', async () => {
    const client = createApiClient({ base: '', fetcher: reply(404, '') })
    expect(await client.get('/x')).toMatchObject({ ok: false, status: 404, notFound: true })
    const down = createApiClient({ base: '', fetcher: async () => Promise.reject(new TypeError('refused')) })
    expect(await down.get('/x')).toMatchObject({ ok: false, status: 0, notFound: false })
  })

  it('reads a list with the X-Total-Count header', async () => {
    const fetcher: Fetcher = async () => new Response('[{"id":1}]', { status: 200, headers: { 'x-total-count': '40' } })
    expect(await createApiClient({ base: '', fetcher }).getList('/x')).toEqual({
      ok: true,
      data: { rows: [{ id: 1 }], total: 40, suggestion: null },
    })
  })

  it('reads the suggestion of an empty search from X-Search-Suggestion', async () => {
    const fetcher: Fetcher = async () =>
      new Response('[]', { status: 200, headers: { 'x-total-count': '0', 'x-search-suggestion': encodeURIComponent('crème brûlée') } })
    expect(await createApiClient({ base: '', fetcher }).getList('/x')).toEqual({
      ok: true,
      data: { rows: [], total: 0, suggestion: 'crème brûlée' },
    })
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
    const error = await post(reply(422, body)).catch((caught: unknown) => caught)
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
    const unauthorized = await get(reply(401, '{"message":"Unauthorized"}')).catch((e: unknown) => e)
    const forbidden = await get(reply(403, '{"message":"Unauthorized"}')).catch((e: unknown) => e)
    expect(isUnauthorized(unauthorized)).toBe(true)
    expect(isUnauthorized(forbidden)).toBe(false)
  })
})

describe('parseCategories', () => {
  it('keeps well-formed categories and normalises empty icon and description to null', () => {
    expect(
      parseCategories([
        { id: 1, name: 'Electronics', slug: 'electronics', icon: 'cpu', description: 'Phones', createdAt: 'x' },
        { id: 2, name: 'Fashion', slug: 'fashion', icon: '', description: null },
      ]),
    ).toEqual([
      { id: 1, name: 'Electronics', slug: 'electronics', icon: 'cpu', description: 'Phones' },
      { id: 2, name: 'Fashion', slug: 'fashion', icon: null, description: null },
    ])
  })

  it('drops entries without an id, name or slug', () => {
    expect(parseCategories([{ name: 'No id', slug: 'x' }, null, 'text', { id: 3, name: 'Ok', slug: 'ok' }])).toEqual([
      { id: 3, name: 'Ok', slug: 'ok', icon: null, description: null },
    ])
  })

  it('rejects a body that is not a list', () => {
    expect(() => parseCategories({ message: 'error' })).toThrow(/array/)
  })
})
