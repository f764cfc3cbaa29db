import { describe, expect, it } from 'vitest'
import { httpErrorMessage, isUnauthorizedError, requestIdOf, serverMessage, withQuery } from '../src/rules/http.ts'

describe('httpErrorMessage', () => {
  it('is status, colon, space and the response text', () => {
    expect(httpErrorMessage(400, '{"message":"Bad"}', 'Bad Request')).toBe('400: {"message":"Bad"}')
  })

  it('uses the status text when the body is empty', () => {
    expect(httpErrorMessage(500, '', 'Internal Server Error')).toBe('500: Internal Server Error')
  })
})

describe('isUnauthorizedError', () => {
  it('recognises a 401 that says Unauthorized', () => {
    expect(isUnauthorizedError('401: Unauthorized')).toBe(true)
    expect(isUnauthorizedError('401: {"message":"Unauthorized"}')).toBe(true)
  })

  it('ignores other statuses and other 401 texts', () => {
    expect(isUnauthorizedError('403: Unauthorized')).toBe(false)
    expect(isUnauthorizedError('401: Session expired')).toBe(false)
    expect(isUnauthorizedError('Error 401: Unauthorized')).toBe(false)
  })
})

describe('serverMessage', () => {
  it('reads the message of a JSON body', () => {
    expect(serverMessage('422: {"message":"Shop name is required"}')).toBe('Shop name is required')
  })

  it('uses plain text as it is', () => {
    expect(serverMessage('500: Internal Server Error')).toBe('Internal Server Error')
  })

  it('gives null when there is nothing to show', () => {
    expect(serverMessage('500: ')).toBeNull()
  })
})

describe('withQuery', () => {
  it('skips undefined, null and empty values', () => {
    expect(withQuery('/api/shops', { search: 'cork', location: '', category: undefined, shop: null, approved: true })).toBe(
      '/api/shops?search=cork&approved=true',
    )
  })

  it('keeps zero and false', () => {
    expect(withQuery('/api/admin/users', { page: 0, banned: false })).toBe('/api/admin/users?page=0&banned=false')
  })

  it('encodes values', () => {
    expect(withQuery('/api/shops', { search: "O'Brien & Sons" })).toBe('/api/shops?search=O%27Brien+%26+Sons')
  })

  it('appends to a path only when something is left', () => {
    expect(withQuery('/api/shops', { search: 'galway' })).toBe('/api/shops?search=galway')
    expect(withQuery('/api/shops', { search: '' })).toBe('/api/shops')
  })
})

describe('requestIdOf', () => {
  it('keeps a well-formed id a client chose', () => {
    expect(requestIdOf('trace-0123456789')).toBe('trace-0123456789')
    expect(requestIdOf('a1b2c3d4:span.7_x')).toBe('a1b2c3d4:span.7_x')
  })

  it('replaces a missing, short, long, repeated or forged id with a new one', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    for (const header of [undefined, 'short', 'x'.repeat(129), ['one-id-123', 'two-id-456'], 'line\nbreak-forged', 'has spaces in it']) {
      expect(requestIdOf(header)).toMatch(uuid)
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined))
  })
})
