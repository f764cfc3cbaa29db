import type { ToastText } from '@shoplocal/shared/messages'
import { messageOrFallback } from '@shoplocal/shared/messages'
import { useState } from 'react'
import { ApiError } from '../../lib/api/result.ts'
import { showToast } from '../../components/ui/toast-store.ts'
import type { FormCheck } from './form-rules.ts'

export interface Failure {
  title: string
  fallback: string
}

export interface SubmitFields {
  /** The fields the form shows: a server message about one of them is shown under it only, once. */
  shown?: readonly string[]
  /** Server field names the form shows under another name (the API's email and phone under one 'contact' field). */
  aliases?: Readonly<Record<string, string>>
}

/**
 * The one submit cycle every auth form shares: run the form's own check, send, and on failure show the
 * failure toast (the server's message or the form's fallback) plus the message and field errors inline, where screen
 * readers announce them. A form that names its fields shows a message about one of them only under that field.
 */
export function useSubmit({ shown = [], aliases = {} }: SubmitFields = {}) {
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  async function submit<P, R>(
    check: FormCheck<P>,
    send: (payload: P) => Promise<R>,
    failure: Failure,
    onSuccess: (answer: R, payload: P) => void | Promise<void>,
  ): Promise<void> {
    if (!check.ok) {
      // A message about one field is shown under that field; the rest above the submit button.
      setFormError(check.field ? null : check.message)
      setFieldErrors(check.field ? { [check.field]: check.message } : {})
      return
    }
    setBusy(true)
    setFormError(null)
    setFieldErrors({})
    try {
      const answer = await send(check.payload)
      await onSuccess(answer, check.payload)
    } catch (error) {
      const message = messageOrFallback(error instanceof ApiError ? error.serverMessage : null, failure.fallback)
      const fields: Record<string, string> = {}
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fieldErrors)) fields[aliases[field] ?? field] ??= text
      }
      setFieldErrors(fields)
      const onAShownField = Object.entries(fields).some(([field, text]) => shown.includes(field) && text === message)
      setFormError(onAShownField ? null : message)
      if (!onAShownField) showToast({ title: failure.title, description: message, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return { busy, formError, fieldErrors, submit, setFormError }
}

export const successToast = (toast: ToastText): void => {
  showToast({ ...toast, variant: 'success' })
}
