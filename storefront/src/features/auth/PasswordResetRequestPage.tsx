import { ROUTES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS } from '../../messages/index.ts'
import { useEffect } from 'react'
import type { PasswordResetRequestPayload } from '@shoplocal/shared/types'
import { requestPasswordReset } from './auth-api.ts'
import { TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { AUTH_COPY, FIELD_LABELS } from './auth-copy.ts'
import { checkResetRequest } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { AuthForm } from './AuthForm.tsx'
import { resetConfirmHref, savedResetPhone } from './reset-contact.ts'
import './auth.css'

/**
 * /password-reset-request: an email or phone; then the confirm screen, an e-mail in its query (the spec's
 * `email`), a phone number kept out of the address (reset-contact.ts). Back from there brings a phone back too.
 */
export default function PasswordResetRequestPage({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useSubmit({ shown: ['email'] })
  const fields = useFormFields({ email: initialEmail }, form.fieldErrors)
  const copy = AUTH_COPY.resetRequest
  useEffect(() => {
    const phone = savedResetPhone(window.sessionStorage)
    if (!initialEmail && phone) fields.set({ email: phone })
    // Once, on arrival: later typing is the person's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="auth-card">
      <a className="button button--ghost auth-card__back" href={ROUTES.customerAuth}>
        ← {copy.back}
      </a>
      <h1 className="auth-card__title">{copy.title}</h1>
      <p className="auth-card__intro">{copy.intro}</p>
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={copy.submit}
        onSubmit={() => {
          void form.submit(
            checkResetRequest(fields.values),
            (payload: PasswordResetRequestPayload) => requestPasswordReset(payload),
            AUTH_FAILURES.request,
            (_answer, payload) => {
              successToast({ title: AUTH_SUCCESS.resetCodeSent })
              window.location.assign(resetConfirmHref(payload.email, window.sessionStorage))
            },
          )
        }}
      >
        <TextField label={FIELD_LABELS.emailOrPhone} autoComplete="username" {...fields.field('email')} autoFocus />
      </AuthForm>
    </div>
  )
}
