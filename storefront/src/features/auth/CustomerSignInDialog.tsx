import { AUTH_FALLBACKS, AUTH_FAILURES, AUTH_LABELS, AUTH_SUCCESS } from '@shoplocal/shared/messages'
import type { CustomerRegisterPayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { apiPost } from '../../lib/api/browser.ts'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { AUTH_COPY, FIELD_LABELS } from './auth-copy.ts'
import { type AuthAnswer } from './auth-responses.ts'
import { postPendingRating } from './pending-rating.ts'
import { checkContactSignIn, checkCustomerRegister, toCustomerLogin } from './form-rules.ts'
import { successToast, useSubmit } from './use-submit.ts'
import { AuthForm } from './AuthForm.tsx'
import './auth.css'

type Tab = 'signIn' | 'signUp'

const TABS = [
  { key: 'signIn', label: AUTH_LABELS.signIn },
  { key: 'signUp', label: AUTH_LABELS.signUp },
] as const

const SIGN_IN_FAILURE = { title: AUTH_FAILURES.login.title, fallback: AUTH_FALLBACKS.invalidCredentials }
const SIGN_UP_FAILURE = { title: AUTH_FAILURES.registration.title, fallback: AUTH_FALLBACKS.registrationFailed }

/**
 * The customer sign-in dialog (spec 1 §2): Sign In with email or phone and password; Sign Up with first
 * name, last name, email or phone, city, password and confirmation, each password with a show/hide
 * toggle. On success it posts a saved pending rating and calls onSignedIn, so the opener (chat, rating)
 * can finish what the visitor started; an email sign-up that needs verification is told so.
 */
export function CustomerSignInDialog({
  open,
  onClose,
  onSignedIn,
}: {
  open: boolean
  onClose(): void
  onSignedIn(answer: AuthAnswer): void
}) {
  const [tab, setTab] = useState<Tab>('signIn')
  const [signIn, setSignIn] = useState({ contact: '', password: '' })
  const [signUp, setSignUp] = useState({ firstName: '', lastName: '', contact: '', city: '', password: '', confirmPassword: '' })
  const form = useSubmit()

  const succeed = async (answer: AuthAnswer, title: string) => {
    successToast({ title })
    await postPendingRating(window.sessionStorage)
    onSignedIn(answer)
    onClose()
  }

  return (
    <Dialog open={open} title={tab === 'signIn' ? AUTH_LABELS.signIn : AUTH_LABELS.signUp} onClose={onClose}>
      <Tabs label={AUTH_COPY.authTabs} tabs={TABS} selected={tab} onSelect={(next) => (setTab(next), form.setFormError(null))}>
        {tab === 'signIn' ? (
          <AuthForm
            busy={form.busy}
            error={form.formError}
            submitLabel={AUTH_LABELS.signIn}
            onSubmit={() => {
              void form.submit(
                checkContactSignIn(signIn),
                (payload) => apiPost<AuthAnswer>('/api/customer/login', toCustomerLogin(payload)),
                SIGN_IN_FAILURE,
                (answer) => succeed(answer, AUTH_SUCCESS.loginSuccessful)
              )
            }}
          >
            <TextField label={FIELD_LABELS.emailOrPhone} name="contact" autoComplete="username" value={signIn.contact} onValueChange={(contact) => setSignIn({ ...signIn, contact })} error={form.fieldErrors.contact} />
            <PasswordField label={FIELD_LABELS.password} name="password" autoComplete="current-password" value={signIn.password} onValueChange={(password) => setSignIn({ ...signIn, password })} error={form.fieldErrors.password} />
          </AuthForm>
        ) : (
          <AuthForm
            busy={form.busy}
            error={form.formError}
            submitLabel={AUTH_LABELS.signUp}
            onSubmit={() => {
              void form.submit(
                checkCustomerRegister(signUp),
                (payload: CustomerRegisterPayload) => apiPost<AuthAnswer>('/api/customer/register', payload),
                SIGN_UP_FAILURE,
                (answer) => succeed(answer, AUTH_SUCCESS.registrationSuccessfulPlain)
              )
            }}
          >
            <div className="auth-form__row">
              <TextField label={FIELD_LABELS.firstName} name="firstName" autoComplete="given-name" value={signUp.firstName} onValueChange={(firstName) => setSignUp({ ...signUp, firstName })} error={form.fieldErrors.firstName} />
              <TextField label={FIELD_LABELS.lastName} name="lastName" autoComplete="family-name" value={signUp.lastName} onValueChange={(lastName) => setSignUp({ ...signUp, lastName })} error={form.fieldErrors.lastName} />
            </div>
            <TextField label={FIELD_LABELS.emailOrPhone} name="contact" autoComplete="username" value={signUp.contact} onValueChange={(contact) => setSignUp({ ...signUp, contact })} error={form.fieldErrors.contact} />
            <TextField label={FIELD_LABELS.city} name="city" autoComplete="address-level2" value={signUp.city} onValueChange={(city) => setSignUp({ ...signUp, city })} error={form.fieldErrors.city} />
            <PasswordField label={FIELD_LABELS.password} name="password" autoComplete="new-password" value={signUp.password} onValueChange={(password) => setSignUp({ ...signUp, password })} error={form.fieldErrors.password} />
            <PasswordField label={FIELD_LABELS.confirmPassword} name="confirmPassword" autoComplete="new-password" value={signUp.confirmPassword} onValueChange={(confirmPassword) => setSignUp({ ...signUp, confirmPassword })} error={form.fieldErrors.confirmPassword} />
          </AuthForm>
        )}
      </Tabs>
    </Dialog>
  )
}
