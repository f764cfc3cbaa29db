import { ROUTES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_FALLBACKS, AUTH_LABELS, AUTH_SUCCESS, verificationNotice } from '@shoplocal/shared/messages'
import type { ShopOwnerRegisterPayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { apiPost } from '../../lib/api/browser.ts'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { AUTH_COPY, FIELD_LABELS } from './auth-copy.ts'
import { verificationEmail, type AuthAnswer } from './auth-responses.ts'
import { completeAuth } from './complete-auth.ts'
import { checkContactSignIn, checkOwnerRegister, toOwnerLogin } from './form-rules.ts'
import { successToast, useSubmit } from './use-submit.ts'
import { VerifyEmailView } from './VerifyEmailView.tsx'
import { AuthForm } from './AuthForm.tsx'
import './auth.css'

type Tab = 'signIn' | 'signUp'

const TABS = [
  { key: 'signIn', label: AUTH_LABELS.signIn },
  { key: 'signUp', label: AUTH_LABELS.signUp },
] as const

const SIGN_IN_FAILURE = { title: AUTH_FAILURES.signIn.title, fallback: AUTH_FALLBACKS.invalidCredentials }
const SIGN_UP_FAILURE = { title: AUTH_FAILURES.registration.title, fallback: AUTH_FALLBACKS.somethingWentWrong }

/**
 * The shop-owner portal, /shop-owner-auth (spec 1 §2, spec 2 §2): Sign In and Sign Up with an email or
 * a phone number, a forgot-password link, /dashboard after success.
 */
export default function ShopOwnerAuthPage() {
  const [tab, setTab] = useState<Tab>('signIn')
  const [verifying, setVerifying] = useState<string | null>(null)
  const [signIn, setSignIn] = useState({ contact: '', password: '' })
  const [signUp, setSignUp] = useState({ firstName: '', lastName: '', contact: '', city: '', password: '', confirmPassword: '' })
  const form = useSubmit()

  const continueAfter = async (answer: AuthAnswer, outcome: 'signIn' | 'register', email: string | null) => {
    const toVerify = verificationEmail(answer, email)
    if (toVerify) {
      successToast({ title: AUTH_SUCCESS.registrationSuccessful, description: verificationNotice(toVerify) })
      setVerifying(toVerify)
      return
    }
    successToast({ title: outcome === 'signIn' ? AUTH_SUCCESS.signInSuccessful : AUTH_SUCCESS.accountCreated })
    await completeAuth('shop_owner', outcome)
  }

  if (verifying) {
    return (
      <div className="auth-card">
        <VerifyEmailView email={verifying} onVerified={() => completeAuth('shop_owner', 'register')} />
      </div>
    )
  }

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">{AUTH_COPY.ownerAuth.title}</h1>
      <p className="auth-card__intro">{AUTH_COPY.ownerAuth.intro}</p>
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
                checkContactSignIn(signIn),
                (payload) => apiPost<AuthAnswer>('/api/shop-owner/login', toOwnerLogin(payload)),
                SIGN_IN_FAILURE,
                (answer, payload) => continueAfter(answer, 'signIn', payload.contact.includes('@') ? payload.contact : null)
              )
            }}
          >
            <TextField
              label={FIELD_LABELS.emailOrPhone}
              name="emailOrPhone"
              autoComplete="username"
              value={signIn.contact}
              onValueChange={(contact) => setSignIn({ ...signIn, contact })}
              error={form.fieldErrors.emailOrPhone}
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
            submitLabel={AUTH_LABELS.signUp}
            onSubmit={() => {
              void form.submit(
                checkOwnerRegister(signUp),
                (payload: ShopOwnerRegisterPayload) => apiPost<AuthAnswer>('/api/shop-owner/register', payload),
                SIGN_UP_FAILURE,
                (answer, payload) => continueAfter(answer, 'register', payload.email)
              )
            }}
          >
            <div className="auth-form__row">
              <TextField
                label={FIELD_LABELS.firstName}
                name="firstName"
                autoComplete="given-name"
                value={signUp.firstName}
                onValueChange={(firstName) => setSignUp({ ...signUp, firstName })}
                error={form.fieldErrors.firstName}
              />
              <TextField
                label={FIELD_LABELS.lastName}
                name="lastName"
                autoComplete="family-name"
                value={signUp.lastName}
                onValueChange={(lastName) => setSignUp({ ...signUp, lastName })}
                error={form.fieldErrors.lastName}
              />
            </div>
            <TextField
              label={FIELD_LABELS.emailOrPhone}
              name="contact"
              autoComplete="username"
              value={signUp.contact}
              onValueChange={(contact) => setSignUp({ ...signUp, contact })}
              hint={AUTH_COPY.ownerAuth.contactHint}
              error={form.fieldErrors.email ?? form.fieldErrors.phone}
            />
            <TextField
              label={FIELD_LABELS.city}
              name="city"
              autoComplete="address-level2"
              value={signUp.city}
              onValueChange={(city) => setSignUp({ ...signUp, city })}
              error={form.fieldErrors.city}
            />
            <PasswordField
              label={FIELD_LABELS.password}
              name="password"
              autoComplete="new-password"
              value={signUp.password}
              onValueChange={(password) => setSignUp({ ...signUp, password })}
              error={form.fieldErrors.password}
            />
            <PasswordField
              label={FIELD_LABELS.confirmPassword}
              name="confirmPassword"
              autoComplete="new-password"
              value={signUp.confirmPassword}
              onValueChange={(confirmPassword) => setSignUp({ ...signUp, confirmPassword })}
              error={form.fieldErrors.confirmPassword}
            />
          </AuthForm>
        )}
      </Tabs>
    </div>
  )
}
