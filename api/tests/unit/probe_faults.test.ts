import { describe, expect, it } from 'vitest'
import { faultOf, malformedRequests } from '../../../scripts/testing/probe.ts'

/* The probe's judge must catch what it looks for, or its clean reports mean nothing. */
describe('the probe', () => {
  it('flags 5xx answers and bodies with a stack trace, SQL or a server path', () => {
    expect(faultOf({ status: 500, body: '{"message":"Internal"}' })).toMatch(/answered 500/)
    expect(faultOf({ status: 400, body: 'TypeError: x\n    at Object.handle (/srv/api/app/controllers/x.ts:12:5)' })).toMatch(/stack trace/)
    expect(faultOf({ status: 422, body: '{"stack":"Error"}' })).toMatch(/stack trace/)
    expect(faultOf({ status: 409, body: 'ER_DUP_ENTRY: Duplicate entry' })).toMatch(/SQL/)
    expect(faultOf({ status: 400, body: 'SQLITE_CONSTRAINT: UNIQUE constraint failed' })).toMatch(/SQL/)
    expect(faultOf({ status: 400, body: "select * from `users` where `email` = 'x'" })).toMatch(/SQL/)
    expect(faultOf({ status: 404, body: 'ENOENT: /x/node_modules/@adonisjs/core/index.js' })).toMatch(/file path/)
  })

  it('lets plain refusals and answers through', () => {
    expect(faultOf({ status: 422, body: '{"message":"The email field must be a valid email address","errors":[]}' })).toBeNull()
    expect(faultOf({ status: 404, body: '{"message":"Shop not found"}' })).toBeNull()
    expect(faultOf({ status: 200, body: '[{"id":1,"name":"Select Stores"}]' })).toBeNull()
  })

  it('sends writes bad bodies of every kind, reads bad queries, and both bad ids', () => {
    const write = malformedRequests({ name: 'x', method: 'PATCH', pattern: '/api/admin/users/:id' }).map((probe) => probe.label)
    for (const label of [
      'id abc',
      'invalid JSON',
      'corrupt gzip',
      'fields as an array',
      'a 1 MB string',
      'emoji, NUL and quotes',
      'duplicated form fields',
    ]) {
      expect(
        write.some((entry) => entry.includes(label)),
        label,
      ).toBe(true)
    }
    const read = malformedRequests({ name: 'y', method: 'GET', pattern: '/api/shops' })
    expect(read.every((probe) => probe.body === undefined && probe.path.startsWith('/api/shops?'))).toBe(true)
  })
})
