import { LOGIN_FORM_ROLES, ROUTES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_LABELS, AUTH_SUCCESS, verificationNotice } from '@shoplocal/shared/messages'
import type { LoginFormRole, RegisterPayload, RoleLoginPayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { apiPost } from '../../lib/api/browser.ts'
import { PasswordField, SelectField, TextField } from '../../components/ui/fields.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { AUTH_COPY, FIELD_LABELS, roleOptions } from './auth-copy.ts'
import { verificationEmail, type AuthAnswer } from './auth-responses.ts'
import { completeAuth } from './complete-auth.ts'
import { roleOfLogin } from './destinations.ts'
import { checkCombinedRegister, checkCombinedSignIn } from './form-rules.ts'
import { successToast, useSubmit } from './use-submit.ts'
import { VerifyEmailView } from './VerifyEmailView.tsx'
import { AuthForm } from './AuthForm.tsx'
import './auth.css'

type Tab = 'signIn' | 'register'

const TABS = [
  { key: 'signIn', label: AUTH_LABELS.signIn },
  { key: 'register', label: AUTH_LABELS.register },
] as const

/**
 * The combined customer and shop-owner page, /customer-auth (spec 1 §2, spec 2 §2): tabs Sign In and
 * Register, an account-type selector, Back to Home and 'Forgot your password?'.
 */
export default function CustomerAuthPage() {
  const [tab, setTab] = useState<Tab>('signIn')
  const [role, setRole] = useState<LoginFormRole>('customer')
  const [verifying, setVerifying] = useState<string | null>(null)
  const [signIn, setSignIn] = useState({ email: '', password: '' })
  const [register, setRegister] = useState({ firstName: '', lastName: '', email: '', city: '', password: '' })
  const form = useSubmit()

  const afterAnswer = async (answer: AuthAnswer, outcome: 'signIn' | 'register', email: string) => {
    const toVerify = verificationEmail(answer, email)
    if (toVerify) {
      successToast({ title: AUTH_SUCCESS.registrationSuccessful, description: verificationNotice(toVerify) })
      setVerifying(toVerify)
      return
    }
    successToast({ title: outcome === 'signIn' ? AUTH_SUCCESS.signInSuccessful : AUTH_SUCCESS.accountCreated })
    await completeAuth(roleOfLogin(answer, role), outcome)
  }

  return (
    <div className="auth-card">
      <a className="button button--ghost auth-card__back" href={ROUTES.home}>
        ← {AUTH_LABELS.backToHome}
      </a>
      <h1 className="auth-card__title">{AUTH_COPY.customerAuth.title}</h1>
      <p className="auth-card__intro">{AUTH_COPY.customerAuth.intro}</p>
      {verifying ? (
        <VerifyEmailView email={verifying} onVerified={(answer) => completeAuth(roleOfLogin(answer, role), 'register')} />
      ) : (
        <>
          <SelectField
            label={FIELD_LABELS.accountType}
            name="accountType"
            value={role}
            options={roleOptions(LOGIN_FORM_ROLES)}
            onValueChange={(next) => setRole(next)}
          />
          <Tabs label={AUTH_COPY.authTabs} tabs={TABS} selected={tab} onSelect={(next) => (setTab(next), form.setFormError(null))}>
            {tab === 'signIn' ? (
              <AuthForm
                busy={form.busy}
                error={form.formError}
                submitLabel={AUTH_LABELS.signIn}
                footer={
                  <a className="auth-form__link" href={ROUTES.passwordResetRequest}>
                    {AUTH_LABELS.forgotPassword}
                  </a>
                }
                onSubmit={() => {
                  void form.submit(
                    checkCombinedSignIn({ ...signIn, role }),
                    (payload: RoleLoginPayload) => apiPost<AuthAnswer>('/api/auth/role-login', payload),
                    AUTH_FAILURES.signIn,
                    (answer, payload) => afterAnswer(answer, 'signIn', payload.email)
                  )
                }}
              >
                <TextField
                  label={FIELD_LABELS.email}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={signIn.email}
                  onValueChange={(email) => setSignIn({ ...signIn, email })}
                  error={form.fieldErrors.email}
                />
                <PasswordField
                  label={FIELD_LABELS.password}
                  name="password"
                  autoComplete="current-password"
                  value={signIn.password}
                  onValueChange={(password) => setSignIn({ ...signIn, password })}
                  error={form.fieldErrors.password}
                />
              </AuthForm>
            ) : (
              <AuthForm
                busy={form.busy}
                error={form.formError}
                submitLabel={AUTH_LABELS.register}
                footer={
                  <a className="auth-form__link" href={ROUTES.passwordResetRequest}>
                    {AUTH_LABELS.forgotPassword}
                  </a>
                }
                onSubmit={() => {
                  void form.submit(
                    checkCombinedRegister({ ...register, role }),
                    (payload: RegisterPayload) => apiPost<AuthAnswer>('/api/auth/register', payload),
                    AUTH_FAILURES.registration,
                    (answer, payload) => afterAnswer(answer, 'register', payload.email)
                  )
                }}
              >
                <div className="auth-form__row">
                  <TextField
                    label={FIELD_LABELS.firstName}
                    name="firstName"
                    autoComplete="given-name"
                    value={register.firstName}
                    onValueChange={(firstName) => setRegister({ ...register, firstName })}
                    error={form.fieldErrors.firstName}
                  />
                  <TextField
                    label={FIELD_LABELS.lastName}
                    name="lastName"
                    autoComplete="family-name"
                    value={register.lastName}
                    onValueChange={(lastName) => setRegister({ ...register, lastName })}
                    error={form.fieldErrors.lastName}
                  />
                </div>
                <TextField
                  label={FIELD_LABELS.email}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={register.email}
                  onValueChange={(email) => setRegister({ ...register, email })}
                  error={form.fieldErrors.email}
                />
                <TextField
                  label={FIELD_LABELS.city}
                  name="city"
                  autoComplete="address-level2"
                  value={register.city}
                  onValueChange={(city) => setRegister({ ...register, city })}
                  error={form.fieldErrors.city}
                />
                <PasswordField
                  label={FIELD_LABELS.password}
                  name="password"
                  autoComplete="new-password"
                  value={register.password}
                  onValueChange={(password) => setRegister({ ...register, password })}
                  error={form.fieldErrors.password}
                />
              </AuthForm>
            )}
          </Tabs>
        </>
      )}
    </div>
  )
}
