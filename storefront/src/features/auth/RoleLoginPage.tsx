import { LOGIN_FORM_ROLES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_LABELS } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS } from '../../messages/index.ts'
import type { LoginFormRole, RoleLoginPayload } from '@shoplocal/shared/types'
import { roleLogin } from './auth-api.ts'
import { CheckboxField, PasswordField, SelectField, TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { AUTH_COPY, FIELD_LABELS, roleOptions } from './auth-copy.ts'
import { useVerification } from './use-verification.ts'
import { afterRoleLogin, go, registerLinkFor, roleOfLogin } from './destinations.ts'
import { checkRoleLogin } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { VerifyAccountView } from './VerifyAccountView.tsx'
import { AuthForm } from './AuthForm.tsx'
import { CodeSignInLink, SignInCodeView } from './SignInCodeView.tsx'
import { useCodeSignIn } from './code-step.ts'
import './auth.css'

/**
 * /login: role select (customer or shop owner), email, password, Remember me.
 * A shop owner then goes to /shop-owner-home, a customer to /; the register link follows the role.
 */
export default function RoleLoginPage() {
  const { verifying, needsVerification } = useVerification()
  const byCode = useCodeSignIn()
  const form = useSubmit({ intercept: byCode.intercept })
  const fields = useFormFields({ role: 'customer' as LoginFormRole, email: '', password: '', rememberMe: false }, form.fieldErrors)
  const { role } = fields.values
  const copy = AUTH_COPY.login

  if (verifying) {
    return (
      <div className="auth-card">
        <VerifyAccountView contact={verifying} onVerified={(answer) => go(afterRoleLogin(roleOfLogin(answer, role)))} />
      </div>
    )
  }

  if (byCode.open) {
    return (
      <div className="auth-card">
        <SignInCodeView
          role={role}
          initialEmail={fields.values.email}
          note={byCode.note}
          onSignedIn={(answer) => {
            successToast({ title: AUTH_SUCCESS.loginSuccessful })
            go(afterRoleLogin(roleOfLogin(answer, role)))
          }}
          onCancel={() => byCode.hide()}
        />
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
          <>
            <CodeSignInLink onClick={() => byCode.show()} />
            <p className="auth-form__footer">
              {copy.noAccount} <a href={registerLinkFor(role)}>{copy.registerLink}</a>
            </p>
          </>
        }
        onSubmit={() => {
          void form.submit(
            checkRoleLogin({ ...fields.values, allowedRoles: LOGIN_FORM_ROLES }),
            (payload: RoleLoginPayload) => roleLogin(payload),
            AUTH_FAILURES.login,
            (answer, payload) => {
              if (needsVerification(answer, payload.email, 'signIn')) return
              successToast({ title: AUTH_SUCCESS.loginSuccessful })
              go(afterRoleLogin(roleOfLogin(answer, role)))
            },
          )
        }}
      >
        <SelectField label={FIELD_LABELS.role} options={roleOptions(LOGIN_FORM_ROLES)} {...fields.field('role')} />
        <TextField label={FIELD_LABELS.email} type="email" autoComplete="email" {...fields.field('email')} />
        <PasswordField label={FIELD_LABELS.password} autoComplete="current-password" {...fields.field('password')} />
        <CheckboxField label={AUTH_LABELS.rememberMe} {...fields.checkbox('rememberMe')} />
      </AuthForm>
    </div>
  )
}
