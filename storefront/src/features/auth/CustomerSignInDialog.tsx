import { AUTH_FAILURES, AUTH_LABELS } from '@shoplocal/shared/messages'
import { AUTH_FALLBACKS, AUTH_SUCCESS } from '../../messages/index.ts'
import type { CustomerRegisterPayload } from '@shoplocal/shared/types'
import { useState, type ReactNode } from 'react'
import { customerLogin, customerRegister } from './auth-api.ts'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { NameAndCityFields, NewPasswordFields } from './account-fields.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { AUTH_COPY, FIELD_LABELS } from './auth-copy.ts'
import { type AuthAnswer } from './auth-responses.ts'
import { postPendingRating } from './pending-rating.ts'
import { checkContactSignIn, checkCustomerRegister, toCustomerLogin } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { AuthForm } from './AuthForm.tsx'
import { CodeSignInLink, SignInCodeView } from './SignInCodeView.tsx'
import { useCodeSignIn } from './code-step.ts'
import { useVerification } from './use-verification.ts'
import { VerifyAccountView } from './VerifyAccountView.tsx'
import './auth.css'

type Tab = 'signIn' | 'signUp'

const TABS = [
  { key: 'signIn', label: AUTH_LABELS.signIn },
  { key: 'signUp', label: AUTH_LABELS.signUp },
] as const

const SIGN_IN_FAILURE = { title: AUTH_FAILURES.login.title, fallback: AUTH_FALLBACKS.invalidCredentials }
const SIGN_UP_FAILURE = { title: AUTH_FAILURES.registration.title, fallback: AUTH_FALLBACKS.registrationFailed }

/**
 * The customer sign-in dialog: Sign In with email or phone and password; Sign Up with first
 * name, last name, email or phone, city, password and confirmation, each password with a show/hide
 * toggle. On success it posts a saved pending rating and calls onSignedIn, so the opener (chat, rating)
 * can finish what the visitor started. A new account (or one not yet verified) goes through the code step
 * first, and is signed in by it. `children` follow the tabs (another way on, such as continuing as a guest).
 */
export function CustomerSignInDialog({
  open,
  onClose,
  onSignedIn,
  children,
}: {
  open: boolean
  onClose(): void
  onSignedIn(answer: AuthAnswer): void
  children?: ReactNode
}) {
  const [tab, setTab] = useState<Tab>('signIn')
  const byCode = useCodeSignIn()
  const { verifying, needsVerification } = useVerification()
  const form = useSubmit({ intercept: byCode.intercept })
  const signIn = useFormFields({ contact: '', password: '' }, form.fieldErrors)
  const signUp = useFormFields({ firstName: '', lastName: '', contact: '', city: '', password: '', confirmPassword: '' }, form.fieldErrors)

  const succeed = async (answer: AuthAnswer, title: string | null) => {
    if (title) successToast({ title })
    await postPendingRating(window.sessionStorage)
    onSignedIn(answer)
    onClose()
  }

  /** Signed in, or on to the code step when the account must confirm its e-mail or phone first. */
  const proceed = async (answer: AuthAnswer, contact: string, outcome: 'signIn' | 'register') => {
    if (needsVerification(answer, contact, outcome)) return
    await succeed(answer, outcome === 'signIn' ? AUTH_SUCCESS.loginSuccessful : AUTH_SUCCESS.registrationSuccessfulPlain)
  }

  return (
    <Dialog open={open} title={tab === 'signIn' ? AUTH_LABELS.signIn : AUTH_LABELS.signUp} onClose={onClose}>
      <Tabs label={AUTH_COPY.authTabs} tabs={TABS} selected={tab} onSelect={(next) => (setTab(next), form.setFormError(null))}>
        {verifying ? (
          <VerifyAccountView contact={verifying} onVerified={(answer) => succeed(answer, null)} />
        ) : tab === 'signIn' && byCode.open ? (
          <SignInCodeView
            role="customer"
            initialEmail={signIn.values.contact}
            note={byCode.note}
            onSignedIn={(answer) => succeed(answer, AUTH_SUCCESS.loginSuccessful)}
            onCancel={() => byCode.hide()}
          />
        ) : tab === 'signIn' ? (
          <AuthForm
            busy={form.busy}
            error={form.formError}
            submitLabel={AUTH_LABELS.signIn}
            footer={<CodeSignInLink onClick={() => byCode.show()} />}
            onSubmit={() => {
              void form.submit(
                checkContactSignIn(signIn.values),
                (payload) => customerLogin(toCustomerLogin(payload)),
                SIGN_IN_FAILURE,
                (answer, payload) => proceed(answer, payload.contact, 'signIn'),
              )
            }}
          >
            <TextField label={FIELD_LABELS.emailOrPhone} autoComplete="username" {...signIn.field('contact')} />
            <PasswordField label={FIELD_LABELS.password} autoComplete="current-password" {...signIn.field('password')} />
          </AuthForm>
        ) : (
          <AuthForm
            busy={form.busy}
            error={form.formError}
            submitLabel={AUTH_LABELS.signUp}
            onSubmit={() => {
              void form.submit(
                checkCustomerRegister(signUp.values),
                (payload: CustomerRegisterPayload) => customerRegister(payload),
                SIGN_UP_FAILURE,
                (answer, payload) => proceed(answer, payload.contact, 'register'),
              )
            }}
          >
            <NameAndCityFields firstName={signUp.field('firstName')} lastName={signUp.field('lastName')} city={signUp.field('city')}>
              <TextField label={FIELD_LABELS.emailOrPhone} autoComplete="username" {...signUp.field('contact')} />
            </NameAndCityFields>
            <NewPasswordFields password={signUp.field('password')} confirm={signUp.field('confirmPassword')} />
          </AuthForm>
        )}
      </Tabs>
      {children}
    </Dialog>
  )
}
