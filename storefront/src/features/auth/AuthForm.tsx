import type { ReactNode } from 'react'
import { FormAlert } from '../../components/ui/fields.tsx'
import { AUTH_COPY } from './auth-copy.ts'

interface AuthFormProps {
  busy: boolean
  /** The form-level message, announced when it appears. */
  error: string | null
  submitLabel: string
  onSubmit(): void
  /** The fields. */
  children: ReactNode
  /** Links under the submit button, such as 'Forgot your password?'. */
  footer?: ReactNode
}

/**
 * The frame every account form shares: browser validation off (the forms' own
 * messages are shown instead, worded the same in every browser), busy state for assistive technology, the
 * form-level alert, and a submit button that says it is working.
 */
export function AuthForm({ busy, error, submitLabel, onSubmit, children, footer }: AuthFormProps) {
  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      <FormAlert message={error} />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? AUTH_COPY.working : submitLabel}
      </button>
      {footer}
    </form>
  )
}
