import type { ToastText } from '@shoplocal/shared/messages'
import { messageOrFallback } from '../../messages/index.ts'
import { useCallback, useRef, useState } from 'react'
import { ApiError, errorServerMessage } from '../../lib/api/result.ts'
import { showToast } from './toast-store.ts'

/**
 * A form's own check before sending: the payload to send, or the message (under `field` when it names one);
 * `fields`, when given, marks every field it names at once (each with its own message).
 */
export type FormCheck<P> = { ok: true; payload: P } | { ok: false; message: string; field?: string; fields?: Record<string, string> }

/** A check that always passes: an action with nothing to check (a delete button, an upload). */
export const accept = <P>(payload: P): FormCheck<P> => ({ ok: true, payload })

export interface Failure {
  /** The failure toast's title. */
  title: string
  /** The words when the server sends none, or a sentence around the server's message ('Failed to add product: …'). */
  fallback: string | ((serverMessage: string | null) => string)
  /** Also told the error, for a form that shows more of it (the CSV import marks the rows the API refused). */
  onError?: (error: unknown) => void
}

interface SubmitOptions {
  /**
   * The fields the form shows: a message the API gives about one of them is shown under it only, once.
   * 'all': the form shows every field the API may name, so a 422 with field messages shows no alert above the buttons.
   */
  shown?: readonly string[] | 'all'
  /** Server field names the form shows under another name (the API's email and phone under one 'contact' field). */
  aliases?: Readonly<Record<string, string>>
  /** Takes an error the form does not show, such as an ended session that goes to sign-in; true when it took it. */
  intercept?: (error: unknown) => boolean
}

/**
 * The one submit cycle of every form and dialog on the website (and of one-shot actions such as a delete):
 * run the form's own check, send, and on failure show the failure toast (the server's message or the
 * form's fallback) plus the message and the 422's field errors inline, where screen readers announce them.
 * Resolves with the answer, or null when the check or the call failed.
 *
 *   const form = useSubmit({ shown: 'all' })
 *   const fields = useFormFields({ name: '' }, form.fieldErrors)
 *   form.submit(check(fields.values), (payload) => saveThing(payload), FAILURE, () => successToast(SAVED))
 */
export function useSubmit(options: SubmitOptions = {}) {
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  // The latest options, so `submit` keeps one identity and effects may depend on it.
  const latest = useRef(options)
  latest.current = options

  const submit = useCallback(async function submit<P, R>(
    check: FormCheck<P>,
    send: (payload: P) => Promise<R>,
    failure: Failure,
    onSuccess?: (answer: R, payload: P) => void | Promise<void>,
  ): Promise<R | null> {
    if (!check.ok) {
      // A message about one field is shown under that field; the rest above the submit button.
      setFormError(check.field || check.fields ? null : check.message)
      setFieldErrors(check.fields ?? (check.field ? { [check.field]: check.message } : {}))
      return null
    }
    setBusy(true)
    setFormError(null)
    setFieldErrors({})
    try {
      const answer = await send(check.payload)
      await onSuccess?.(answer, check.payload)
      return answer
    } catch (error) {
      failure.onError?.(error)
      if (latest.current.intercept?.(error)) return null
      const shown = describeFailure(error, failure, latest.current)
      setFieldErrors(shown.fieldErrors)
      setFormError(shown.formError)
      if (shown.toast !== null) showToast({ title: failure.title, description: shown.toast, variant: 'destructive' })
      return null
    } finally {
      setBusy(false)
    }
  }, [])

  /** Clears what the last submit showed (a dialog that closes and opens again starts clean). */
  const reset = useCallback(() => {
    setFormError(null)
    setFieldErrors({})
  }, [])

  return { busy, formError, fieldErrors, submit, setFormError, setFieldErrors, reset }
}

interface ShownFailure {
  fieldErrors: Record<string, string>
  /** Above the submit button; null when the message is already under a field. */
  formError: string | null
  /** The failure toast's text; null when the message is already under a field. */
  toast: string | null
}

/** Where a failed submit's words go: the 422's field messages under their fields, the rest above the button and in a toast. */
export function describeFailure(error: unknown, failure: Failure, { shown = [], aliases = {} }: SubmitOptions = {}): ShownFailure {
  const server = errorServerMessage(error)
  const message = typeof failure.fallback === 'function' ? failure.fallback(server) : messageOrFallback(server, failure.fallback)
  const fieldErrors: Record<string, string> = {}
  if (error instanceof ApiError) {
    for (const [field, text] of Object.entries(error.fieldErrors)) fieldErrors[aliases[field] ?? field] ??= text
  }
  const shownFields = Object.entries(fieldErrors).filter(([field]) => shown === 'all' || shown.includes(field))
  const underAField = shownFields.some(([, text]) => text === message)
  return {
    fieldErrors,
    formError: underAField || (shown === 'all' && shownFields.length > 0) ? null : message,
    toast: underAField ? null : message,
  }
}

export const successToast = (toast: ToastText): void => {
  showToast({ ...toast, variant: 'success' })
}
