import { describe, expect, it } from 'vitest'
import { clampedWindow, requestedWindow } from '../../app/services/paging.ts'
import { LIKE_ESCAPE, likeSql, prefixPattern } from '../../app/services/like.ts'

describe('requestedWindow (public lists)', () => {
  it('serves the page asked for, even past the end, with the limit capped', () => {
    expect(requestedWindow({}, 50)).toEqual({ page: 1, limit: 50, offset: 0 })
    expect(requestedWindow({ page: 3, limit: 10 }, 50)).toEqual({ page: 3, limit: 10, offset: 20 })
    expect(requestedWindow({ page: 2, limit: 5000 }, 50)).toEqual({ page: 2, limit: 100, offset: 100 })
  })
})

describe('clampedWindow (admin lists)', () => {
  it('moves a page below 1 or past the end to the nearest real page', () => {
    expect(clampedWindow(45, { page: -3 }, 20)).toEqual({ page: 1, limit: 20, offset: 0, totalPages: 3 })
    expect(clampedWindow(45, { page: 9999 }, 20)).toEqual({ page: 3, limit: 20, offset: 40, totalPages: 3 })
    expect(clampedWindow(0, {}, 20)).toEqual({ page: 1, limit: 20, offset: 0, totalPages: 1 })
    expect(clampedWindow(500, { limit: 5000 }, 20).limit).toBe(100)
  })
})

describe('LIKE patterns', () => {
  it('escapes the wildcards of a prefix and names the escape character in the SQL', () => {
    expect(prefixPattern('50%_off!')).toBe('50!%!_off!!%')
    expect(likeSql('users.email')).toBe(`users.email LIKE ? ESCAPE '${LIKE_ESCAPE}'`)
  })
})
