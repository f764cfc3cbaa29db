import { PASSWORD_RESET_SUCCESS_QUERY, ROUTES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_LABELS, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS, VALIDATION_TOASTS } from '../../messages/index.ts'
import { withQuery } from '@shoplocal/shared/rules'
import { useEffect, useState } from 'react'
import type { ResetPasswordPayload } from '@shoplocal/shared/types'
import { resetPassword } from './auth-api.ts'
import { showToast } from '../../components/ui/toast-store.ts'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { CodeField, NewPasswordFields } from './account-fields.tsx'
import { AUTH_COPY } from './auth-copy.ts'
import { checkResetConfirm } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { AuthForm } from './AuthForm.tsx'
import { resetRequestHref, savedResetPhone } from './reset-contact.ts'
import './auth.css'

/**
 * /password-reset-confirm?email=… (or ?by=phone, the number kept in this tab: reset-contact.ts): the 6-digit
 * code, a new password and its confirmation; success goes to /?passwordReset=success. Without a contact it
 * shows the loading note and sends the browser to the request screen.
 */
export default function PasswordResetConfirmPage({ email: fromQuery }: { email: string }) {
  const form = useSubmit({ shown: ['code', 'newPassword', 'confirmPassword'] })
  const fields = useFormFields({ code: '', newPassword: '', confirmPassword: '' }, form.fieldErrors)
  const [email, setEmail] = useState(fromQuery)
  const copy = AUTH_COPY.resetConfirm
  useEffect(() => {
    if (fromQuery) return
    const phone = savedResetPhone(window.sessionStorage)
    if (phone) setEmail(phone)
    else window.location.replace(ROUTES.passwordResetRequest)
  }, [fromQuery])
  if (!email) {
    return (
      <p className="auth-loading" role="status" data-testid="reset-loading">
        {AUTH_LABELS.loadingResetForm}
      </p>
    )
  }
  return (
    <div className="auth-card">
      <a className="button button--ghost auth-card__back" href={resetRequestHref(email)}>
        ← {copy.back}
      </a>
      <h1 className="auth-card__title">{copy.title}</h1>
      <p className="auth-card__intro">{copy.intro(email)}</p>
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={copy.submit}
        onSubmit={() => {
          const check = checkResetConfirm({ email, ...fields.values })
          if (!check.ok && check.message === VALIDATION_MESSAGES.passwordsDontMatch) {
            showToast({ ...VALIDATION_TOASTS.passwordsDontMatch, variant: 'destructive' })
          }
          void form.submit(
            check,
            (payload: ResetPasswordPayload) => resetPassword(payload),
            AUTH_FAILURES.reset,
            () => {
              successToast({ title: AUTH_SUCCESS.passwordResetSuccessful })
              window.location.assign(withQuery(ROUTES.home, PASSWORD_RESET_SUCCESS_QUERY))
            },
          )
        }}
      >
        <CodeField {...fields.field('code')} autoFocus />
        <NewPasswordFields
          reset
          password={fields.field('newPassword')}
          confirm={fields.field('confirmPassword')}
          hint={<p className="field__hint">{copy.passwordHint}</p>}
        />
      </AuthForm>
    </div>
  )
}
