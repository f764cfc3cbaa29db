import { describe, expect, it } from 'vitest'
import { ApiError, ApiUnreachableError } from '../../src/renderer/api/client'
import { decisionFailed, decisionSucceeded, refusalStatus } from '../../src/renderer/lib/decision-outcome'

const words = { success: 'Shop approved', failure: 'Failed to approve shop' }

describe('what the console says after a decision', () => {
  it('says the success, with a line from the answer when the decision has one', () => {
    expect(decisionSucceeded(words, null)).toEqual({ title: 'Shop approved' })
    expect(
      decisionSucceeded({ ...words, describe: (answer: { verified: number }) => `${answer.verified} verified` }, { verified: 3 }),
    ).toEqual({
      title: 'Shop approved',
      description: '3 verified',
    })
  })

  it("shows the server's message under the decision's failure, or the failure alone", () => {
    expect(decisionFailed(words, new ApiError(409, '{"message":"Already approved"}'), false)).toEqual({
      kind: 'toast',
      toast: { title: 'Failed to approve shop', description: 'Already approved' },
    })
    expect(decisionFailed(words, new ApiError(500, ''), false)).toEqual({ kind: 'toast', toast: { title: 'Failed to approve shop' } })
    expect(decisionFailed({ ...words, failureTitle: 'Error' }, new ApiError(500, ''), false)).toEqual({
      kind: 'toast',
      toast: { title: 'Error', description: 'Failed to approve shop' },
    })
  })

  it('puts a refused field beside the field only when the screen has one', () => {
    const refused = new ApiError(422, '{"message":"Priority must be between 0 and 10"}')
    expect(decisionFailed(words, refused, true)).toEqual({ kind: 'field', message: 'Priority must be between 0 and 10' })
    expect(decisionFailed(words, refused, false)).toMatchObject({ kind: 'toast' })
    expect(decisionFailed(words, new ApiError(403, '{"message":"No"}'), true)).toMatchObject({ kind: 'toast' })
  })

  it('reads the status of a refusal, and none when the API did not answer', () => {
    expect(refusalStatus(new ApiError(422, 'x'))).toBe(422)
    expect(refusalStatus(new ApiUnreachableError('offline'))).toBeNull()
    expect(refusalStatus('nonsense')).toBeNull()
  })
})
