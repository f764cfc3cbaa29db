import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { useState, type FormEvent, type ReactNode } from 'react'
import { FormAlert, TextField } from './fields.tsx'
import { accept, useSubmit } from './use-submit.ts'

interface Props<R> {
  /** What was sent where. */
  intro: string
  /** The code field's label and the submit button's words. */
  label: string
  submitLabel: string
  /** The failure toast's words when the API sends none. */
  fallback: string
  /** Checks the code with the API; throws its ApiError. */
  confirm(code: string): Promise<R>
  onConfirmed(answer: R): void
  className: string
  testId: string
  /** Buttons before the submit button (a review's "Send a new code"); with them the buttons sit in one row. */
  actions?: ReactNode
}

/**
 * The step a guest or a customer waits in with the six-digit code they were sent (a reservation's, a review's):
 * the code goes to the API through the one submit hook, a 422 about it shows under the field.
 */
export function CodeStep<R>({ intro, label, submitLabel, fallback, confirm, onConfirmed, className, testId, actions }: Props<R>) {
  const [code, setCode] = useState('')
  const form = useSubmit({ shown: ['code'] })

  function submit(event: FormEvent) {
    event.preventDefault()
    void form.submit(accept(code.trim()), confirm, { title: COMMON_LABELS.error, fallback }, onConfirmed)
  }

  const submitButton = (
    <button type="submit" className="button button--primary" disabled={form.busy}>
      {submitLabel}
    </button>
  )
  return (
    <form className={className} onSubmit={submit} noValidate data-testid={testId}>
      <p>{intro}</p>
      <TextField
        label={label}
        name="code"
        value={code}
        onValueChange={setCode}
        error={form.fieldErrors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormAlert message={form.formError} />
      {actions ? (
        <div className="dialog__actions">
          {actions}
          {submitButton}
        </div>
      ) : (
        submitButton
      )}
    </form>
  )
}
