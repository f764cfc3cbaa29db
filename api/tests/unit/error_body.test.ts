import { describe, expect, it } from 'vitest'
import { errorHeaders, toErrorBody } from '../../app/exceptions/error_body.ts'

const quiet = { isValidationError: false }

describe('toErrorBody', () => {
  it('turns validation errors into 422 with field messages', () => {
    const error = { messages: [{ field: 'email', message: 'Please enter a valid email address', rule: 'email' }] }
    expect(toErrorBody(error, { isValidationError: true })).toEqual({
      status: 422,
      body: {
        message: 'Please enter a valid email address',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      },
    })
    expect(toErrorBody({ messages: [] }, { isValidationError: true }).body.message).toBe('Validation failed')
  })

  it('passes on the headers an error asks for, such as Retry-After', () => {
    const throttled = { getDefaultHeaders: () => ({ 'Retry-After': 42, 'X-RateLimit-Limit': 10 }) }
    expect(errorHeaders(throttled)).toEqual({ 'Retry-After': '42', 'X-RateLimit-Limit': '10' })
    expect(errorHeaders(new Error('plain'))).toEqual({})
    expect(errorHeaders(null)).toEqual({})
  })

  it('maps a missing row to 404 and a duplicate to 409', () => {
    expect(toErrorBody({ code: 'E_ROW_NOT_FOUND' }, quiet).status).toBe(404)
    expect(toErrorBody({ code: 'ER_DUP_ENTRY' }, quiet)).toEqual({
      status: 409,
      body: { message: 'This record already exists.' },
    })
    expect(toErrorBody({ code: 'SQLITE_CONSTRAINT_UNIQUE' }, quiet).status).toBe(409)
  })

  it('keeps client error messages without the framework code', () => {
    expect(toErrorBody({ status: 404, message: 'E_ROUTE_NOT_FOUND: Cannot GET:/api/x' }, quiet)).toEqual({
      status: 404,
      body: { message: 'Cannot GET:/api/x' },
    })
    expect(toErrorBody({ status: 401, message: 'Unauthorized access' }, quiet).body.message).toBe('Unauthorized access')
  })

  it("sends an error's extra fields next to its message, for client errors only", () => {
    const locked = { status: 423, message: 'Locked', extra: { lockedUntil: '2026-01-01T00:00:00.000Z' } }
    expect(toErrorBody(locked, quiet)).toEqual({
      status: 423,
      body: { message: 'Locked', lockedUntil: '2026-01-01T00:00:00.000Z' },
    })
    expect(toErrorBody({ status: 500, message: 'x', extra: { secret: 1 } }, quiet).body).toEqual({ message: 'Internal server error' })
  })

  it('answers a policy denial with the status the policy chose', () => {
    const denial = {
      code: 'E_AUTHORIZATION_FAILURE',
      status: 403,
      message: 'Access denied',
      response: { status: 401, message: 'Unauthorized' },
    }
    expect(toErrorBody(denial, quiet)).toEqual({ status: 401, body: { message: 'Unauthorized' } })
    expect(toErrorBody({ code: 'E_AUTHORIZATION_FAILURE', status: 403, message: 'Access denied', response: {} }, quiet)).toEqual({
      status: 403,
      body: { message: 'Access denied' },
    })
  })

  it('hides server error details and never sends a stack', () => {
    const crash = new Error('SQLITE_ERROR: no such column secret_column')
    expect(toErrorBody(crash, quiet)).toEqual({ status: 500, body: { message: 'Internal server error' } })
    expect(toErrorBody({ status: 404, message: 'Not found', stack: 'Error\n    at /srv/app.ts:1:1' }, quiet)).toEqual({
      status: 404,
      body: { message: 'Not found' },
    })
  })

  it("names a body nested too deeply in plain words, not the engine's", () => {
    const overflow = Object.assign(new RangeError('Maximum call stack size exceeded'), { status: 400 })
    expect(toErrorBody(overflow, quiet)).toEqual({ status: 400, body: { message: 'The request body is nested too deeply.' } })
  })

  it('treats thrown non-objects as server errors', () => {
    expect(toErrorBody('boom', quiet)).toEqual({ status: 500, body: { message: 'Internal server error' } })
    expect(toErrorBody(null, quiet).status).toBe(500)
  })
})
