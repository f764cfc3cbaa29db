import { CODE_LENGTH, ROLES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_LABELS, AUTH_SUCCESS, verificationNotice } from '@shoplocal/shared/messages'
import type { RegisterPayload, ResetPasswordPayload, Role, RoleLoginPayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { apiPost } from '../../lib/api/browser.ts'
import { CheckboxField, PasswordField, SelectField, TextField } from '../../components/ui/fields.tsx'
import { AUTH_COPY, FIELD_LABELS, ROLE_LABELS, roleOptions } from './auth-copy.ts'
import { verificationEmail, type AuthAnswer } from './auth-responses.ts'
import { afterTestSignIn, go, roleOfLogin } from './destinations.ts'
import { checkHubRegister, checkResetConfirm, checkResetRequest, checkRoleLogin } from './form-rules.ts'
import { successToast, useSubmit } from './use-submit.ts'
import { VerifyEmailView } from './VerifyEmailView.tsx'
import { AuthForm } from './AuthForm.tsx'
import './auth.css'

type View = 'signIn' | 'register' | 'resetPassword' | 'verifyEmail'

/**
 * The auth hub on /auth-test (spec 1 §2, §4): sign-in, register, reset-password and verify-email views
 * beside a marketing panel. Sign-in sends the chosen role; afterwards admin goes to /admin, a shop
 * owner to /shop-owner-dashboard, anyone else to /customer-profile.
 */
export default function AuthHub() {
  const [view, setView] = useState<View>('signIn')
  const [verifyEmail, setVerifyEmail] = useState('')
  const [login, setLogin] = useState({ email: '', password: '', role: 'customer' as Role, rememberMe: false })
  const [register, setRegister] = useState({ firstName: '', lastName: '', email: '', phone: '', city: '', password: '', role: 'customer' as Role })
  const [reset, setReset] = useState({ email: '', code: '', newPassword: '', confirmPassword: '', codeSent: false })
  const form = useSubmit()
  const copy = AUTH_COPY.hub

  const show = (next: View) => {
    form.setFormError(null)
    setView(next)
  }

  const finish = (answer: AuthAnswer, fallbackRole: Role) =>
    go(afterTestSignIn(roleOfLogin(answer, fallbackRole), answer.user?.isAdmin === true))

  const needsVerification = (answer: AuthAnswer, email: string): boolean => {
    const toVerify = verificationEmail(answer, email)
    if (!toVerify) return false
    successToast({ title: AUTH_SUCCESS.registrationSuccessful, description: verificationNotice(toVerify) })
    setVerifyEmail(toVerify)
    show('verifyEmail')
    return true
  }

  const panel = (
    <aside className="auth-hub__side" aria-labelledby="auth-hub-side-title">
      <h2 id="auth-hub-side-title">{copy.sideTitle}</h2>
      <p>{copy.sideIntro}</p>
      <ul className="auth-hub__points">
        {copy.sidePoints.map((point) => (
          <li key={point.title}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
      <h3>{copy.accountTypesHeading}</h3>
      <ul className="auth-hub__types">
        {copy.accountTypes.map((type) => (
          <li key={type.role}>
            <strong>{ROLE_LABELS[type.role]}</strong> — {type.text}
          </li>
        ))}
      </ul>
    </aside>
  )

  let content
  if (view === 'verifyEmail') {
    content = <VerifyEmailView email={verifyEmail} onVerified={(answer) => finish(answer, register.role)} />
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
            checkHubRegister(register),
            (payload: RegisterPayload) => apiPost<AuthAnswer>('/api/auth/register', payload),
            AUTH_FAILURES.registration,
            (answer, payload) => {
              if (needsVerification(answer, payload.email)) return
              successToast({ title: AUTH_SUCCESS.registrationSuccessful })
              finish(answer, payload.role)
            }
          )
        }}
      >
        <h2 className="auth-form__title">{copy.registerHeading}</h2>
        <div className="auth-form__row">
          <TextField label={FIELD_LABELS.firstName} name="firstName" autoComplete="given-name" value={register.firstName} onValueChange={(firstName) => setRegister({ ...register, firstName })} error={form.fieldErrors.firstName} />
          <TextField label={FIELD_LABELS.lastName} name="lastName" autoComplete="family-name" value={register.lastName} onValueChange={(lastName) => setRegister({ ...register, lastName })} error={form.fieldErrors.lastName} />
        </div>
        <TextField label={FIELD_LABELS.email} name="email" type="email" autoComplete="email" value={register.email} onValueChange={(email) => setRegister({ ...register, email })} error={form.fieldErrors.email} />
        <TextField label={FIELD_LABELS.phoneOptional} name="phone" type="tel" autoComplete="tel" value={register.phone} onValueChange={(phone) => setRegister({ ...register, phone })} error={form.fieldErrors.phone} />
        <TextField label={FIELD_LABELS.city} name="city" autoComplete="address-level2" value={register.city} onValueChange={(city) => setRegister({ ...register, city })} error={form.fieldErrors.city} />
        <PasswordField label={FIELD_LABELS.password} name="password" autoComplete="new-password" value={register.password} onValueChange={(password) => setRegister({ ...register, password })} error={form.fieldErrors.password} />
        <SelectField label={FIELD_LABELS.accountType} name="role" value={register.role} options={roleOptions(ROLES)} onValueChange={(role) => setRegister({ ...register, role })} error={form.fieldErrors.role} />
      </AuthForm>
    )
  } else if (view === 'resetPassword') {
    content = (
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={reset.codeSent ? AUTH_COPY.resetConfirm.submit : AUTH_COPY.resetRequest.submit}
        footer={
          <p className="auth-form__footer">
            <button type="button" className="link-button" onClick={() => show('signIn')}>
              {AUTH_COPY.resetRequest.back}
            </button>
          </p>
        }
        onSubmit={() => {
          if (!reset.codeSent) {
            void form.submit(
              checkResetRequest(reset),
              (payload) => apiPost('/api/auth/request-password-reset', payload),
              AUTH_FAILURES.request,
              () => {
                successToast({ title: AUTH_SUCCESS.resetCodeSent })
                setReset({ ...reset, codeSent: true })
              }
            )
            return
          }
          void form.submit(
            checkResetConfirm(reset),
            (payload: ResetPasswordPayload) => apiPost('/api/auth/reset-password', payload),
            AUTH_FAILURES.reset,
            () => {
              successToast({ title: AUTH_SUCCESS.passwordResetSuccessful })
              setReset({ email: reset.email, code: '', newPassword: '', confirmPassword: '', codeSent: false })
              setLogin({ ...login, email: reset.email, password: '' })
              show('signIn')
            }
          )
        }}
      >
        <h2 className="auth-form__title">{copy.resetHeading}</h2>
        <TextField label={FIELD_LABELS.email} name="email" type="email" autoComplete="email" value={reset.email} onValueChange={(email) => setReset({ ...reset, email })} error={form.fieldErrors.email} readOnly={reset.codeSent} />
        {reset.codeSent && (
          <>
            <TextField label={FIELD_LABELS.code} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} placeholder={AUTH_LABELS.codePlaceholder} hint={AUTH_LABELS.codeExpiryNote} value={reset.code} onValueChange={(code) => setReset({ ...reset, code: code.replace(/\D/g, '').slice(0, CODE_LENGTH) })} error={form.fieldErrors.code} />
            <PasswordField label={FIELD_LABELS.newPassword} name="newPassword" autoComplete="new-password" value={reset.newPassword} onValueChange={(newPassword) => setReset({ ...reset, newPassword })} error={form.fieldErrors.newPassword} />
            <PasswordField label={FIELD_LABELS.confirmNewPassword} name="confirmPassword" autoComplete="new-password" value={reset.confirmPassword} onValueChange={(confirmPassword) => setReset({ ...reset, confirmPassword })} error={form.fieldErrors.confirmPassword} />
          </>
        )}
      </AuthForm>
    )
  } else {
    content = (
      <AuthForm
        busy={form.busy}
        error={form.formError}
        submitLabel={AUTH_LABELS.signIn}
        footer={
          <p className="auth-form__footer">
            {copy.noAccount}{' '}
            <button type="button" className="link-button" onClick={() => show('register')}>
              {AUTH_LABELS.register}
            </button>
          </p>
        }
        onSubmit={() => {
          void form.submit(
            checkRoleLogin({ ...login, allowedRoles: ROLES }),
            (payload: RoleLoginPayload) => apiPost<AuthAnswer>('/api/auth/role-login', payload),
            AUTH_FAILURES.login,
            (answer, payload) => {
              if (needsVerification(answer, payload.email)) return
              successToast({ title: AUTH_SUCCESS.welcomeBack })
              finish(answer, payload.role)
            }
          )
        }}
      >
        <h2 className="auth-form__title">{copy.signInHeading}</h2>
        <SelectField label={FIELD_LABELS.role} name="role" value={login.role} options={roleOptions(ROLES)} onValueChange={(role) => setLogin({ ...login, role })} error={form.fieldErrors.role} />
        <TextField label={FIELD_LABELS.email} name="email" type="email" autoComplete="email" value={login.email} onValueChange={(email) => setLogin({ ...login, email })} error={form.fieldErrors.email} />
        <PasswordField label={FIELD_LABELS.password} name="password" autoComplete="current-password" value={login.password} onValueChange={(password) => setLogin({ ...login, password })} error={form.fieldErrors.password} />
        <div className="auth-form__between">
          <CheckboxField label={AUTH_LABELS.rememberMe} checked={login.rememberMe} onChange={(rememberMe) => setLogin({ ...login, rememberMe })} />
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
      {panel}
    </div>
  )
}
