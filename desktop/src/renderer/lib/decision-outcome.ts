import type { ToastText } from '@shoplocal/shared/messages'
import { serverMessage } from '@shoplocal/shared/rules'

/** The words of one decision: its success toast, and its failure toast's title (or body, under `failureTitle`). */
export interface DecisionWords<Answer> {
  success: string
  /** A line under the success toast drawn from the server's answer (e.g. how many payments were verified). */
  describe?(answer: Answer): string | undefined
  failure: string
  /** A failure toast titled this (e.g. 'Error'), with the server's message or `failure` below it. */
  failureTitle?: string
}

/** What the console does with a refused decision: a toast, or a message beside the field the server refused. */
type DecisionFailure = { kind: 'toast'; toast: ToastText } | { kind: 'field'; message: string }

/** The HTTP status of a refusal, read from the "{status}: {body}" message ApiError carries; null for no answer. */
export function refusalStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null
  return match ? Number(match[1]) : null
}

export function decisionSucceeded<Answer>(words: DecisionWords<Answer>, answer: Answer): ToastText {
  const description = words.describe?.(answer)
  return description ? { title: words.success, description } : { title: words.success }
}

/**
 * A refusal of a field (422) goes beside the field when the screen has one; anything else is a toast
 * with the server's own message, falling back to the decision's words.
 */
export function decisionFailed(words: DecisionWords<unknown>, error: unknown, hasFields: boolean): DecisionFailure {
  const message = serverMessage(error instanceof Error ? error.message : '')
  if (hasFields && refusalStatus(error) === 422 && message) return { kind: 'field', message }
  if (words.failureTitle) return { kind: 'toast', toast: { title: words.failureTitle, description: message ?? words.failure } }
  return { kind: 'toast', toast: message ? { title: words.failure, description: message } : { title: words.failure } }
}
