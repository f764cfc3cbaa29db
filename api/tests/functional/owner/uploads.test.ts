import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { OWNER_ERRORS, UNAUTHORIZED, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import type { OwnerShop, Product, UploadImageResponse } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { UNTHROTTLED } from '../auth/browser.ts'
import { signInEveryone, uploadImage, type Clients } from './owner_clients.ts'

const UPLOADS_PER_MINUTE = 40

/** Every file under a folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true })
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
  } catch {
    return []
  }
}

/** A photo-like JPEG: noise does not compress, so the file is as heavy as a phone picture. */
async function photo(width: number, height: number, quality = 90): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3)
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 7919 + (index >> 5) * 104729) % 251
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer()
}

describe(`image uploads on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let as: Clients
  let uploads: string
  let spool: string

  const ownerFiles = async () => (await filesUnder(uploads)).filter((file) => file.startsWith('owners'))

  beforeAll(async () => {
    spool = await mkdtemp(join(tmpdir(), 'owner-multipart-spool-'))
    api = await startApi({ env: { ...UNTHROTTLED, UPLOADS_TMP_DIR: spool, UPLOADS_PER_MINUTE: String(UPLOADS_PER_MINUTE) } })
    db = api.database.connect()
    uploads = api.env.UPLOADS_DIR
    as = await signInEveryone(api.url)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await rm(spool, { recursive: true, force: true })
  })

  it('stores a real JPEG as a resized WebP and a thumbnail, served with its type, nosniff and a long cache', async () => {
    const original = await photo(2400, 1800)
    expect(original.length).toBeGreaterThan(1024 * 1024)
    const reply = await uploadImage(as.ownerA, api.url, original, 'IMG_2041.JPG')
    expect(reply.status).toBe(201)
    const body = reply.body as UploadImageResponse
    expect(body.imageUrl).toMatch(/^\/uploads\/owners\/\d+\/[0-9a-f-]{36}\.webp$/)
    expect(body).toMatchObject({ width: 1600, height: 1200 })

    const served = await fetch(`${api.url}${body.imageUrl}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toContain('max-age=31536000')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.length).toBeLessThan(original.length / 2)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 })

    const thumb = Buffer.from(await (await fetch(`${api.url}${body.thumbnailUrl}`)).arrayBuffer())
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 })
  })

  it('refuses a 6 MB file, renamed text, an SVG, a truncated JPEG and a path-like name, storing nothing', async () => {
    const before = await ownerFiles()
    const jpeg = await photo(800, 600)
    const huge = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length, 1)])
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const cases: [string, Buffer, string, string, number][] = [
      ['6 MB', huge, 'big.jpg', M.imageTooLarge, 413],
      ['text renamed .jpg', Buffer.from('just some notes, not a picture\n'.repeat(50)), 'notes.jpg', M.imageWrongType, 422],
      ['SVG', svg, 'logo.svg', M.imageWrongType, 422],
      ['SVG named .png', svg, 'logo.png', M.imageWrongType, 422],
      ['truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', M.imageWrongType, 422],
      ['path-like name', jpeg, '../../../etc/cron.d/evil.jpg', M.imageWrongType, 422],
    ]
    for (const [label, bytes, name, message, status] of cases) {
      const reply = await uploadImage(as.ownerA, api.url, bytes, name, name.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg')
      expect(reply.status, label).toBe(status)
      expect(reply.body.message, label).toBe(message)
    }
    const empty = await fetch(`${api.url}/api/upload/image`, {
      method: 'POST',
      headers: { cookie: [...as.ownerA.cookies].map(([key, value]) => `${key}=${value}`).join('; '), 'content-type': 'application/json' },
      body: '{}',
    })
    expect(((await empty.json()) as { message: string }).message).toBe(M.imageNotSelected)
    expect(await ownerFiles()).toEqual(before)
    expect((await filesUnder(join(uploads, '..'))).filter((file) => file.includes('evil'))).toEqual([])
  })

  it('removes the stored files when the product, all products or a replaced profile image no longer show them', async () => {
    const upload = async () => (await uploadImage(as.ownerA, api.url, await photo(640, 480, 70))).body as UploadImageResponse
    const shopReply = await as.ownerA.post<{ shop: OwnerShop }>('/api/shops', { name: 'Picture Shop', location: 'Sligo' })
    const shopId = shopReply.body.shop.id
    const exists = async (url: string) => (await fetch(`${api.url}${url}`)).status === 200

    const first = await upload()
    const made = await as.ownerA.post<{ product: Product }>(`/api/shops/${shopId}/products`, {
      name: 'Lamp',
      price: 20,
      imageUrl: first.imageUrl,
    })
    expect(await exists(first.imageUrl)).toBe(true)
    expect((await as.ownerA.send('DELETE', `/api/products/${made.body.product.id}`)).status).toBe(200)
    expect(await exists(first.imageUrl)).toBe(false)
    expect(await exists(first.thumbnailUrl)).toBe(false)

    const [a, b] = [await upload(), await upload()]
    await as.ownerA.post(`/api/shops/${shopId}/products`, { name: 'Vase', price: 20, imageUrl: a.imageUrl })
    await as.ownerA.post(`/api/shops/${shopId}/products`, { name: 'Bowl', price: 20, imageUrl: b.imageUrl })
    // Another owner naming A's picture cannot get it deleted, and a picture still in use stays.
    const other = await as.ownerB.post<{ shop: OwnerShop }>('/api/shops', { name: 'Borrower', location: 'Cork' })
    const borrowed = await as.ownerB.post<{ product: Product }>(`/api/shops/${other.body.shop.id}/products`, {
      name: 'Borrowed',
      price: 1,
      imageUrl: b.imageUrl,
    })
    await as.ownerB.send('DELETE', `/api/products/${borrowed.body.product.id}`)
    expect(await exists(b.imageUrl)).toBe(true)
    expect((await as.ownerA.send('DELETE', `/api/shops/${shopId}/products`)).body).toMatchObject({ deleted: 2 })
    expect([await exists(a.imageUrl), await exists(b.imageUrl)]).toEqual([false, false])

    const [logo, newLogo] = [await upload(), await upload()]
    await as.ownerA.send('PUT', `/api/shops/${shopId}/profile-image`, { profileImageUrl: logo.imageUrl })
    await as.ownerA.send('PUT', `/api/shops/${shopId}/profile-image`, { profileImageUrl: newLogo.imageUrl })
    expect([await exists(logo.imageUrl), await exists(newLogo.imageUrl)]).toEqual([false, true])

    const last = await upload()
    await as.ownerA.post(`/api/shops/${shopId}/products`, { name: 'Last', price: 5, imageUrl: last.imageUrl })
    expect((await as.ownerA.send('DELETE', `/api/shops/${shopId}`)).status).toBe(200)
    expect([await exists(newLogo.imageUrl), await exists(last.imageUrl), await exists(last.thumbnailUrl)]).toEqual([false, false, false])
  })

  it('never reads a multipart body before authentication: 50 refused uploads leave the spool folder as it was', async () => {
    const before = await readdir(spool)
    const jpeg = await photo(400, 300)
    const routes = ['/api/upload/image', '/api/shops', '/api/shops/1/products', '/api/customer/login', '/api/shop-owner/register']
    const replies: number[] = []
    for (let index = 0; index < 50; index++) {
      const browser = [as.anonymous, as.customer][index % 2]
      const path = routes[index % routes.length]
      if (path === '/api/upload/image') {
        replies.push((await uploadImage(browser, api.url, jpeg)).status)
        continue
      }
      const form = new FormData()
      form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'a.jpg')
      form.append('name', 'x')
      const cookie = [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ')
      const response = await fetch(`${api.url}${path}`, { method: 'POST', headers: cookie ? { cookie } : {}, body: form })
      await response.arrayBuffer()
      replies.push(response.status)
    }
    expect(replies.filter((status) => status < 400)).toEqual([])
    expect(await readdir(spool)).toEqual(before)
  })

  it('serves seeded SVGs only as downloads with scripts sandboxed, and nothing outside the uploads folder', async () => {
    const seeded = await fetch(`${api.url}/uploads/seed/shop-food-beverages.svg`)
    expect(seeded.status).toBe(200)
    expect(seeded.headers.get('content-type')).toBe('image/svg+xml')
    expect(seeded.headers.get('content-disposition')).toBe('attachment')
    expect(seeded.headers.get('content-security-policy')).toContain('sandbox')
    expect(seeded.headers.get('x-content-type-options')).toBe('nosniff')
    for (const path of ['/uploads/..%2F..%2Fpackage.json', '/uploads/seed/..%2F..%2F..%2Fpackage.json', '/uploads/owners/x.txt']) {
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(404)
    }
  })

  it('limits uploads per owner per minute', async () => {
    const tiny = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#123' } })
      .png()
      .toBuffer()
    const statuses: number[] = []
    for (let index = 0; index <= UPLOADS_PER_MINUTE; index++)
      statuses.push((await uploadImage(as.ownerB, api.url, tiny, 'a.png', 'image/png')).status)
    expect(statuses.slice(0, UPLOADS_PER_MINUTE).every((status) => status === 201)).toBe(true)
    const refused = await uploadImage(as.ownerB, api.url, tiny, 'a.png', 'image/png')
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(OWNER_ERRORS.uploadsRateLimited)
    // The limit is the owner's own: owner A still uploads.
    expect((await uploadImage(as.ownerA, api.url, tiny, 'a.png', 'image/png')).status).toBe(201)
    expect((await uploadImage(as.anonymous, api.url, tiny)).body.message).toBe(UNAUTHORIZED)
  })
})
