import { ROLES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_LABELS } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS } from '../../messages/index.ts'
import type { RegisterPayload, Role, RoleLoginPayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { registerAccount, roleLogin } from './auth-api.ts'
import { CheckboxField, PasswordField, SelectField, TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { NameAndCityFields, NewPasswordFields } from './account-fields.tsx'
import { AUTH_COPY, FIELD_LABELS, roleOptions } from './auth-copy.ts'
import type { AuthAnswer } from './auth-responses.ts'
import { AuthHubPanel } from './AuthHubPanel.tsx'
import { HubResetView, type ResetFields } from './HubResetView.tsx'
import { CodeSignInLink, SignInCodeView } from './SignInCodeView.tsx'
import { useVerification } from './use-verification.ts'
import { afterTestSignIn, go, roleOfLogin } from './destinations.ts'
import { checkHubRegister, checkRoleLogin } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { VerifyAccountView } from './VerifyAccountView.tsx'
import { AuthForm } from './AuthForm.tsx'
import './auth.css'

type View = 'signIn' | 'register' | 'resetPassword' | 'verifyEmail' | 'signInByCode'

/**
 * The auth hub on /auth-test: sign-in, register, reset-password and verify-email views
 * beside a marketing panel. Sign-in sends the chosen role; afterwards admin goes to /admin, a shop
 * owner to /shop-owner-dashboard, anyone else to /customer-profile.
 */
export default function AuthHub() {
  const [view, setView] = useState<View>('signIn')
  const verification = useVerification()
  const form = useSubmit()
  const login = useFormFields({ email: '', password: '', role: 'customer' as Role, rememberMe: false }, form.fieldErrors)
  const register = useFormFields(
    { firstName: '', lastName: '', email: '', phone: '', city: '', password: '', role: 'customer' as Role },
    form.fieldErrors,
  )
  const reset: ResetFields = useFormFields(
    { email: '', code: '', newPassword: '', confirmPassword: '', codeSent: false as boolean },
    form.fieldErrors,
  )
  const copy = AUTH_COPY.hub

  const show = (next: View) => {
    form.setFormError(null)
    setView(next)
  }

  const finish = (answer: AuthAnswer, fallbackRole: Role) =>
    go(afterTestSignIn(roleOfLogin(answer, fallbackRole), answer.user?.isAdmin === true))

  const needsVerification = (answer: AuthAnswer, contact: string, outcome: 'signIn' | 'register'): boolean => {
    if (!verification.needsVerification(answer, contact, outcome)) return false
    show('verifyEmail')
    return true
  }

  let content
  if (view === 'signInByCode') {
    content = (
      <SignInCodeView
        role={login.values.role}
        initialEmail={login.values.email}
        onSignedIn={(answer) => {
          successToast({ title: AUTH_SUCCESS.welcomeBack })
          finish(answer, login.values.role)
        }}
        onCancel={() => show('signIn')}
      />
    )
  } else if (view === 'verifyEmail') {
    content = <VerifyAccountView contact={verification.verifying ?? ''} onVerified={(answer) => finish(answer, register.values.role)} />
  } else if (view === 'register') {
    content = (
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={AUTH_LABELS.register}
        footer={
          <p className="auth-form__footer">
            {copy.haveAccount}{' '}
            <button type="button" className="link-button" onClick={() => show('signIn')}>
              {AUTH_LABELS.signIn}
            </button>
          </p>
        }
        onSubmit={() => {
          void form.submit(
            checkHubRegister(register.values),
            (payload: RegisterPayload) => registerAccount(payload),
            AUTH_FAILURES.registration,
            (answer, payload) => {
              if (needsVerification(answer, payload.email ?? payload.phone ?? '', 'register')) return
              successToast({ title: AUTH_SUCCESS.registrationSuccessful })
              finish(answer, payload.role)
            },
          )
        }}
      >
        <h2 className="auth-form__title">{copy.registerHeading}</h2>
        <NameAndCityFields firstName={register.field('firstName')} lastName={register.field('lastName')} city={register.field('city')}>
          <TextField label={FIELD_LABELS.email} type="email" autoComplete="email" {...register.field('email')} />
          <TextField label={FIELD_LABELS.phoneOptional} type="tel" autoComplete="tel" {...register.field('phone')} />
        </NameAndCityFields>
        <NewPasswordFields password={register.field('password')} />
        <SelectField label={FIELD_LABELS.accountType} options={roleOptions(ROLES)} {...register.field('role')} />
      </AuthForm>
    )
  } else if (view === 'resetPassword') {
    content = (
      <HubResetView
        form={form}
        fields={reset}
        onBack={() => show('signIn')}
        onReset={(email) => {
          login.set({ email, password: '' })
          show('signIn')
        }}
      />
    )
  } else {
    content = (
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={AUTH_LABELS.signIn}
        footer={
          <>
            <CodeSignInLink onClick={() => show('signInByCode')} />
            <p className="auth-form__footer">
              {copy.noAccount}{' '}
              <button type="button" className="link-button" onClick={() => show('register')}>
                {AUTH_LABELS.register}
              </button>
            </p>
          </>
        }
        onSubmit={() => {
          void form.submit(
            checkRoleLogin({ ...login.values, allowedRoles: ROLES }),
            (payload: RoleLoginPayload) => roleLogin(payload),
            AUTH_FAILURES.login,
            (answer, payload) => {
              if (needsVerification(answer, payload.email, 'signIn')) return
              successToast({ title: AUTH_SUCCESS.welcomeBack })
              finish(answer, payload.role)
            },
          )
        }}
      >
        <h2 className="auth-form__title">{copy.signInHeading}</h2>
        <SelectField label={FIELD_LABELS.role} options={roleOptions(ROLES)} {...login.field('role')} />
        <TextField label={FIELD_LABELS.email} type="email" autoComplete="email" {...login.field('email')} />
        <PasswordField label={FIELD_LABELS.password} autoComplete="current-password" {...login.field('password')} />
        <div className="auth-form__between">
          <CheckboxField label={AUTH_LABELS.rememberMe} {...login.checkbox('rememberMe')} />
          <button type="button" className="link-button" onClick={() => show('resetPassword')}>
            {AUTH_LABELS.forgotPassword}
          </button>
        </div>
      </AuthForm>
    )
  }

  return (
    <div className="auth-hub">
      <div className="auth-card auth-hub__main">
        <h1 className="auth-card__title">{copy.title}</h1>
        {content}
      </div>
      <AuthHubPanel />
    </div>
  )
}
