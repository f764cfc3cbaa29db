import { describe, expect, it } from 'vitest'
import { PICTURE_MAX_SIDE, THUMBNAIL_MAX_SIDE, THUMBNAIL_SUFFIX, pictureSrcset, thumbnailUrl } from '../src/rules/images.ts'

describe('thumbnails of uploaded pictures', () => {
  it('names the small copy of an upload and leaves every other address alone', () => {
    const upload = '/uploads/owners/12/0b5a3c9e-7f1d-4b9e-9a51-2d4f6a8b0c1e.webp'
    expect(thumbnailUrl(upload)).toBe(upload.replace('.webp', THUMBNAIL_SUFFIX))
    for (const other of [
      '/uploads/seed/shop-fashion.svg',
      'https://example.ie/a.webp',
      'data:image/jpeg;base64,AAAA',
      `${upload.replace('.webp', THUMBNAIL_SUFFIX)}`,
    ]) {
      expect(thumbnailUrl(other)).toBe(other)
    }
  })
})

describe('responsive candidates of a picture', () => {
  it('offers an upload with its thumbnail, and nothing for an address without one', () => {
    const upload = '/uploads/owners/12/0b5a3c9e-7f1d-4b9e-9a51-2d4f6a8b0c1e.webp'
    expect(pictureSrcset(upload)).toBe(
      `${upload.replace('.webp', THUMBNAIL_SUFFIX)} ${THUMBNAIL_MAX_SIDE}w, ${upload} ${PICTURE_MAX_SIDE}w`,
    )
    expect(pictureSrcset('/uploads/seed/product-fashion-0.svg')).toBeNull()
    expect(pictureSrcset('/images/placeholder-product.svg')).toBeNull()
  })
})
