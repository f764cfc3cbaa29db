import { CODE_LENGTH, PASSWORD_RESET_SUCCESS_QUERY, ROUTES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_LABELS, AUTH_SUCCESS, VALIDATION_MESSAGES, VALIDATION_TOASTS } from '@shoplocal/shared/messages'
import { withQuery } from '@shoplocal/shared/rules'
import type { ResetPasswordPayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { apiPost } from '../../lib/api/browser.ts'
import { showToast } from '../../components/ui/toast-store.ts'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { AUTH_COPY, FIELD_LABELS } from './auth-copy.ts'
import { checkResetConfirm } from './form-rules.ts'
import { successToast, useSubmit } from './use-submit.ts'
import { AuthForm } from './AuthForm.tsx'
import './auth.css'

/**
 * /password-reset-confirm?email=… (spec 1 §2): the 6-digit code, a new password and its confirmation;
 * success goes to /?passwordReset=success. The page without an email never renders this form: it
 * shows the loading note and sends the browser to the request screen.
 */
export default function PasswordResetConfirmPage({ email }: { email: string }) {
  const [code, setCode] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const form = useSubmit()
  const copy = AUTH_COPY.resetConfirm
  return (
    <div className="auth-card">
      <a className="button button--ghost auth-card__back" href={withQuery(ROUTES.passwordResetRequest, { email })}>
        ← {copy.back}
      </a>
      <h1 className="auth-card__title">{copy.title}</h1>
      <p className="auth-card__intro">{copy.intro(email)}</p>
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={copy.submit}
        onSubmit={() => {
          const check = checkResetConfirm({ email, code, newPassword, confirmPassword })
          if (!check.ok && check.message === VALIDATION_MESSAGES.passwordsDontMatch) {
            showToast({ ...VALIDATION_TOASTS.passwordsDontMatch, variant: 'destructive' })
          }
          void form.submit(
            check,
            (payload: ResetPasswordPayload) => apiPost('/api/auth/reset-password', payload),
            AUTH_FAILURES.reset,
            () => {
              successToast({ title: AUTH_SUCCESS.passwordResetSuccessful })
              window.location.assign(withQuery(ROUTES.home, PASSWORD_RESET_SUCCESS_QUERY))
            }
          )
        }}
      >
        <TextField
          label={FIELD_LABELS.code}
          name="code"
          value={code}
          onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={AUTH_LABELS.codePlaceholder}
          hint={AUTH_LABELS.codeExpiryNote}
          error={form.fieldErrors.code}
          autoFocus
        />
        <PasswordField
          label={FIELD_LABELS.newPassword}
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onValueChange={setNewPassword}
          error={form.fieldErrors.newPassword}
        />
        <p className="field__hint">{copy.passwordHint}</p>
        <PasswordField
          label={FIELD_LABELS.confirmNewPassword}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onValueChange={setConfirmPassword}
          error={form.fieldErrors.confirmPassword}
        />
      </AuthForm>
    </div>
  )
}
