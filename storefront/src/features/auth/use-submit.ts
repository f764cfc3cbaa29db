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

/**
 * The one submit cycle every auth form shares: run the form's own check, send, and on failure show the
 * failure toast (the server's message or the form's fallback) plus the message and field errors inline, where screen
 * readers announce them.
 */
export function useSubmit() {
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
      setFormError(message)
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors)
      showToast({ title: failure.title, description: message, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return { busy, formError, fieldErrors, submit, setFormError }
}

export const successToast = (toast: ToastText): void => {
  showToast({ ...toast, variant: 'success' })
}
