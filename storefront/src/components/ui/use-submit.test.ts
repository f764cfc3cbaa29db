import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/result.ts'
import { describeFailure, type Failure } from './use-submit.ts'

const FAILURE: Failure = { title: 'Error', fallback: 'Failed to send. Please try again.' }

const refused = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '')
/** A 422 as the API sends it: the first field's words lead. */
const invalid = (...errors: { field: string; message: string }[]) => refused(422, { message: errors[0]?.message, errors })

describe('describeFailure', () => {
  it('shows a message about a shown field under it only: no alert, no toast', () => {
    const error = invalid({ field: 'email', message: 'Please enter a valid email address' })
    expect(describeFailure(error, FAILURE, { shown: ['email'] })).toEqual({
      fieldErrors: { email: 'Please enter a valid email address' },
      formError: null,
      toast: null,
    })
  })

  it('names the API field by the form’s alias', () => {
    const error = invalid({ field: 'phone', message: 'Phone is too short' })
    expect(describeFailure(error, FAILURE, { shown: ['contact'], aliases: { phone: 'contact' } }).fieldErrors).toEqual({
      contact: 'Phone is too short',
    })
  })

  it('shows a message about a field the form lacks above the button and in the toast', () => {
    const error = invalid({ field: 'role', message: 'Role is invalid' })
    expect(describeFailure(error, FAILURE, { shown: ['email'] })).toMatchObject({ formError: 'Role is invalid', toast: 'Role is invalid' })
  })

  it("'all': a dialog shows the fields and no alert, and still toasts a sentence around the server's words", () => {
    const error = invalid({ field: 'name', message: 'Name is required' }, { field: 'website', message: 'Website is invalid' })
    const failure: Failure = { title: 'Error', fallback: (server) => `Failed to add shop: ${server ?? 'unknown'}` }
    expect(describeFailure(error, failure, { shown: 'all' })).toEqual({
      fieldErrors: { name: 'Name is required', website: 'Website is invalid' },
      formError: null,
      toast: 'Failed to add shop: Name is required',
    })
  })

  it('falls back to the form’s words when the server sends none, or never answered', () => {
    expect(describeFailure(new ApiError(502, '', ''), FAILURE)).toEqual({
      fieldErrors: {},
      formError: FAILURE.fallback,
      toast: FAILURE.fallback,
    })
    expect(describeFailure(new TypeError('fetch failed'), FAILURE).toast).toBe(FAILURE.fallback)
  })

  it("shows the server's own message when it sends one", () => {
    expect(describeFailure(refused(409, { message: 'This shop already has that product' }), FAILURE).formError).toBe(
      'This shop already has that product',
    )
  })
})
