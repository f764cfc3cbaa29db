import { describe, expect, it } from 'vitest'
import { searchBackend, useSearchBackend } from '../../../app/services/search/search_backend.ts'
import type { ApiError } from '../../../app/exceptions/api_error.ts'
import { SEARCH_MESSAGES } from '#messages/index'

describe('the search door', () => {
  it('answers 503 with Retry-After while a process has no backend', () => {
    useSearchBackend(null)
    let refused: ApiError | undefined
    try {
      searchBackend()
    } catch (error) {
      refused = error as ApiError
    }
    expect(refused?.status).toBe(503)
    expect(refused?.message).toBe(SEARCH_MESSAGES.starting)
    expect(refused?.getDefaultHeaders()['Retry-After']).toMatch(/^\d+$/)
  })
})
