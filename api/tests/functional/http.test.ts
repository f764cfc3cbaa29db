import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestedDatabase } from '../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'

describe(`HTTP API on ${requestedDatabase()}`, () => {
  let api: RunningApi

  beforeAll(async () => {
    api = await startApi()
  })

  afterAll(async () => {
    await api?.stop()
  })

  it('GET /api/health reports the database and version', async () => {
    const response = await fetch(`${api.url}/api/health`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { version: string }
    expect(body).toMatchObject({ status: 'ok', database: 'ok', connection: requestedDatabase() })
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('GET /api/categories lists the 8 categories with exactly the public fields', async () => {
    const response = await fetch(`${api.url}/api/categories`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const categories = (await response.json()) as Record<string, unknown>[]
    expect(categories).toHaveLength(8)
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(['description', 'icon', 'id', 'name', 'slug'])
    }
    expect(categories.map((category) => category.slug)).toContain('food-beverages')
  })

  it('answers an unknown route with a JSON 404 and no stack trace', async () => {
    const response = await fetch(`${api.url}/api/no-such-thing`)
    expect(response.status).toBe(404)
    const body = (await response.json()) as { message?: string; stack?: string }
    expect(body.message).toBeTruthy()
    expect(body.stack).toBeUndefined()
  })

  it('refuses a malformed JSON body with 400, not 500', async () => {
    const response = await fetch(`${api.url}/api/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    })
    expect(response.status).toBeLessThan(500)
  })

  it('serves seeded images under /uploads and nothing outside the uploads folder', async () => {
    const image = await fetch(`${api.url}/uploads/seed/shop-fashion.svg`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    expect(await image.text()).toContain('<svg')

    expect((await fetch(`${api.url}/uploads/seed/missing.svg`)).status).toBe(404)
    expect((await fetch(`${api.url}/uploads/..%2F..%2Fpackage.json`)).status).toBe(404)
    expect((await fetch(`${api.url}/uploads/%2e%2e/%2e%2e/package.json`)).status).toBe(404)
  })
})
