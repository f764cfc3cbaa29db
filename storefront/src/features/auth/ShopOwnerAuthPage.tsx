import { ROUTES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_LABELS } from '@shoplocal/shared/messages'
import { AUTH_FALLBACKS, AUTH_SUCCESS } from '../../messages/index.ts'
import type { ShopOwnerRegisterPayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { ownerLogin, ownerRegister } from './auth-api.ts'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { NameAndCityFields, NewPasswordFields } from './account-fields.tsx'
import { AUTH_COPY, FIELD_LABELS } from './auth-copy.ts'
import type { AuthAnswer } from './auth-responses.ts'
import { useVerification } from './use-verification.ts'
import { completeAuth } from './complete-auth.ts'
import { checkContactSignIn, checkOwnerRegister, toOwnerLogin } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { VerifyAccountView } from './VerifyAccountView.tsx'
import { AuthForm } from './AuthForm.tsx'
import { CodeSignInLink, SignInCodeView } from './SignInCodeView.tsx'
import { useCodeSignIn } from './code-step.ts'
import { REFERRAL_COPY } from '../billing/index.ts'
import './auth.css'

type Tab = 'signIn' | 'signUp'

const TABS = [
  { key: 'signIn', label: AUTH_LABELS.signIn },
  { key: 'signUp', label: AUTH_LABELS.signUp },
] as const

/** A referral link (/shop-owner-auth?ref=CODE) fills in the code. */
function referralFromLink(): string {
  return typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('ref') ?? '').slice(0, 12)
}

const SIGN_IN_FAILURE = { title: AUTH_FAILURES.signIn.title, fallback: AUTH_FALLBACKS.invalidCredentials }
const SIGN_UP_FAILURE = { title: AUTH_FAILURES.registration.title, fallback: AUTH_FALLBACKS.somethingWentWrong }

/**
 * The shop-owner portal, /shop-owner-auth: Sign In and Sign Up with an email or
 * a phone number, a forgot-password link, /dashboard after success.
 */
export default function ShopOwnerAuthPage() {
  const [tab, setTab] = useState<Tab>('signIn')
  const byCode = useCodeSignIn()
  const { verifying, needsVerification } = useVerification()
  const form = useSubmit({ intercept: byCode.intercept })
  const signIn = useFormFields({ contact: '', password: '' }, form.fieldErrors)
  const signUp = useFormFields(
    { firstName: '', lastName: '', contact: '', city: '', password: '', confirmPassword: '', referralCode: referralFromLink() },
    form.fieldErrors,
  )

  const continueAfter = async (answer: AuthAnswer, outcome: 'signIn' | 'register', contact: string | null) => {
    if (needsVerification(answer, contact, outcome)) return
    successToast({ title: outcome === 'signIn' ? AUTH_SUCCESS.signInSuccessful : AUTH_SUCCESS.accountCreated })
    await completeAuth('shop_owner', outcome)
  }

  if (verifying) {
    return (
      <div className="auth-card">
        <VerifyAccountView contact={verifying} onVerified={() => completeAuth('shop_owner', 'register')} />
      </div>
    )
  }

  if (byCode.open) {
    return (
      <div className="auth-card">
        <SignInCodeView
          role="shop_owner"
          initialEmail={signIn.values.contact}
          note={byCode.note}
          onSignedIn={(answer) => continueAfter(answer, 'signIn', null)}
          onCancel={() => byCode.hide()}
        />
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
              <>
                <a className="auth-form__link" href={ROUTES.passwordResetRequest}>
                  {AUTH_LABELS.forgotPassword}
                </a>
                <CodeSignInLink onClick={() => byCode.show()} />
              </>
            }
            onSubmit={() => {
              void form.submit(
                checkContactSignIn(signIn.values),
                (payload) => ownerLogin(toOwnerLogin(payload)),
                SIGN_IN_FAILURE,
                (answer, payload) => continueAfter(answer, 'signIn', payload.contact),
              )
            }}
          >
            <TextField
              label={FIELD_LABELS.emailOrPhone}
              autoComplete="username"
              {...signIn.field('contact')}
              name="emailOrPhone"
              error={form.fieldErrors.emailOrPhone}
            />
            <PasswordField label={FIELD_LABELS.password} autoComplete="current-password" {...signIn.field('password')} />
          </AuthForm>
        ) : (
          <AuthForm
            busy={form.busy}
            error={form.formError}
            submitLabel={AUTH_LABELS.signUp}
            onSubmit={() => {
              void form.submit(
                checkOwnerRegister(signUp.values),
                (payload: ShopOwnerRegisterPayload) => ownerRegister(payload),
                SIGN_UP_FAILURE,
                (answer, payload) => continueAfter(answer, 'register', payload.email ?? payload.phone),
              )
            }}
          >
            <NameAndCityFields firstName={signUp.field('firstName')} lastName={signUp.field('lastName')} city={signUp.field('city')}>
              <TextField
                label={FIELD_LABELS.emailOrPhone}
                autoComplete="username"
                hint={AUTH_COPY.ownerAuth.contactHint}
                {...signUp.field('contact')}
                error={form.fieldErrors.email ?? form.fieldErrors.phone}
              />
            </NameAndCityFields>
            <NewPasswordFields password={signUp.field('password')} confirm={signUp.field('confirmPassword')} />
            <TextField label={REFERRAL_COPY.field} hint={REFERRAL_COPY.fieldHint} autoComplete="off" {...signUp.field('referralCode')} />
          </AuthForm>
        )}
      </Tabs>
    </div>
  )
}
