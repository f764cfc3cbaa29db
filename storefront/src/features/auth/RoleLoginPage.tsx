import { LOGIN_FORM_ROLES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_LABELS, AUTH_SUCCESS, verificationNotice } from '@shoplocal/shared/messages'
import type { LoginFormRole, RoleLoginPayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { apiPost } from '../../lib/api/browser.ts'
import { CheckboxField, PasswordField, SelectField, TextField } from '../../components/ui/fields.tsx'
import { AUTH_COPY, FIELD_LABELS, roleOptions } from './auth-copy.ts'
import { verificationEmail, type AuthAnswer } from './auth-responses.ts'
import { afterRoleLogin, go, registerLinkFor, roleOfLogin } from './destinations.ts'
import { checkRoleLogin } from './form-rules.ts'
import { successToast, useSubmit } from './use-submit.ts'
import { VerifyEmailView } from './VerifyEmailView.tsx'
import { AuthForm } from './AuthForm.tsx'
import './auth.css'

/**
 * /login (spec 1 §2, spec 2 §2): role select (customer or shop owner), email, password, Remember me.
 * A shop owner then goes to /shop-owner-home, a customer to /; the register link follows the role.
 */
export default function RoleLoginPage() {
  const [role, setRole] = useState<LoginFormRole>('customer')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [verifying, setVerifying] = useState<string | null>(null)
  const form = useSubmit()
  const copy = AUTH_COPY.login

  if (verifying) {
    return (
      <div className="auth-card">
        <VerifyEmailView email={verifying} onVerified={(answer) => go(afterRoleLogin(roleOfLogin(answer, role)))} />
      </div>
    )
  }

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">{copy.title}</h1>
      <p className="auth-card__intro">{copy.intro}</p>
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={AUTH_LABELS.signIn}
        footer={
          <p className="auth-form__footer">
            {copy.noAccount} <a href={registerLinkFor(role)}>{copy.registerLink}</a>
          </p>
        }
        onSubmit={() => {
          void form.submit(
            checkRoleLogin({ email, password, role, rememberMe, allowedRoles: LOGIN_FORM_ROLES }),
            (payload: RoleLoginPayload) => apiPost<AuthAnswer>('/api/auth/role-login', payload),
            AUTH_FAILURES.login,
            (answer, payload) => {
              const toVerify = verificationEmail(answer, payload.email)
              if (toVerify) {
                successToast({ title: AUTH_SUCCESS.registrationSuccessful, description: verificationNotice(toVerify) })
                setVerifying(toVerify)
                return
              }
              successToast({ title: AUTH_SUCCESS.loginSuccessful })
              go(afterRoleLogin(roleOfLogin(answer, role)))
            }
          )
        }}
      >
        <SelectField
          label={FIELD_LABELS.role}
          name="role"
          value={role}
          options={roleOptions(LOGIN_FORM_ROLES)}
          onValueChange={(next) => setRole(next)}
          error={form.fieldErrors.role}
        />
        <TextField
          label={FIELD_LABELS.email}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={form.fieldErrors.email}
        />
        <PasswordField
          label={FIELD_LABELS.password}
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={form.fieldErrors.password}
        />
        <CheckboxField label={AUTH_LABELS.rememberMe} checked={rememberMe} onChange={setRememberMe} />
      </AuthForm>
    </div>
  )
}
