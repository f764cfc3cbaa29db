import { ROUTES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS } from '../../messages/index.ts'
import { withQuery } from '@shoplocal/shared/rules'
import type { PasswordResetRequestPayload } from '@shoplocal/shared/types'
import { requestPasswordReset } from './auth-api.ts'
import { TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { AUTH_COPY, FIELD_LABELS } from './auth-copy.ts'
import { checkResetRequest } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { AuthForm } from './AuthForm.tsx'
import './auth.css'

/** /password-reset-request: an email or phone; then the confirm screen with it in the query (the spec's `email`). */
export default function PasswordResetRequestPage({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useSubmit({ shown: ['email'] })
  const fields = useFormFields({ email: initialEmail }, form.fieldErrors)
  const copy = AUTH_COPY.resetRequest
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
              window.location.assign(withQuery(ROUTES.passwordResetConfirm, { email: payload.email }))
            },
          )
        }}
      >
        <TextField label={FIELD_LABELS.emailOrPhone} autoComplete="username" {...fields.field('email')} autoFocus />
      </AuthForm>
    </div>
  )
}
