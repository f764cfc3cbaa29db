import { LOGIN_FORM_ROLES, ROUTES } from '@shoplocal/shared/constants'
import { AUTH_FAILURES, AUTH_LABELS } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS } from '../../messages/index.ts'
import type { LoginFormRole, RegisterPayload, RoleLoginPayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { registerAccount, roleLogin } from './auth-api.ts'
import { PasswordField, SelectField, TextField } from '../../components/ui/fields.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { NameAndCityFields, NewPasswordFields } from './account-fields.tsx'
import { AUTH_COPY, FIELD_LABELS, roleOptions } from './auth-copy.ts'
import type { AuthAnswer } from './auth-responses.ts'
import { useVerification } from './use-verification.ts'
import { completeAuth } from './complete-auth.ts'
import { roleOfLogin } from './destinations.ts'
import { checkCombinedRegister, checkCombinedSignIn } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { VerifyAccountView } from './VerifyAccountView.tsx'
import { CodeSignInLink, SignInCodeView } from './SignInCodeView.tsx'
import { useCodeSignIn } from './code-step.ts'
import { AuthForm } from './AuthForm.tsx'
import './auth.css'

type Tab = 'signIn' | 'register'

/** The API names the sign-in contact `email`, and a registration's `email` or `phone`: both are the one contact field here. */
const SIGN_IN_FIELDS = { shown: ['contact', 'password'], aliases: { email: 'contact' } }
const REGISTER_FIELDS = {
  shown: ['firstName', 'lastName', 'contact', 'city', 'password'],
  aliases: { email: 'contact', phone: 'contact' },
}

const TABS = [
  { key: 'signIn', label: AUTH_LABELS.signIn },
  { key: 'register', label: AUTH_LABELS.register },
] as const

/**
 * The combined customer and shop-owner page, /customer-auth: tabs Sign In and
 * Register, an account-type selector, Back to Home and 'Forgot your password?'.
 */
export default function CustomerAuthPage() {
  const [tab, setTab] = useState<Tab>('signIn')
  const [role, setRole] = useState<LoginFormRole>('customer')
  const byCode = useCodeSignIn()
  const { verifying, needsVerification } = useVerification()
  const form = useSubmit(tab === 'signIn' ? { ...SIGN_IN_FIELDS, intercept: byCode.intercept } : REGISTER_FIELDS)
  const signIn = useFormFields({ contact: '', password: '' }, form.fieldErrors)
  const register = useFormFields({ firstName: '', lastName: '', contact: '', city: '', password: '' }, form.fieldErrors)

  const afterAnswer = async (answer: AuthAnswer, outcome: 'signIn' | 'register', contact: string | null) => {
    if (needsVerification(answer, contact, outcome)) return
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
        <VerifyAccountView contact={verifying} onVerified={(answer) => completeAuth(roleOfLogin(answer, role), 'register')} />
      ) : byCode.open ? (
        <SignInCodeView
          role={role}
          initialEmail={signIn.values.contact}
          note={byCode.note}
          onSignedIn={(answer) => afterAnswer(answer, 'signIn', null)}
          onCancel={() => byCode.hide()}
        />
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
                  <>
                    <a className="auth-form__link" href={ROUTES.passwordResetRequest}>
                      {AUTH_LABELS.forgotPassword}
                    </a>
                    <CodeSignInLink onClick={() => byCode.show()} />
                  </>
                }
                onSubmit={() => {
                  void form.submit(
                    checkCombinedSignIn({ ...signIn.values, role }),
                    (payload: RoleLoginPayload) => roleLogin(payload),
                    AUTH_FAILURES.signIn,
                    (answer, payload) => afterAnswer(answer, 'signIn', payload.email),
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
                submitLabel={AUTH_LABELS.register}
                footer={
                  <a className="auth-form__link" href={ROUTES.passwordResetRequest}>
                    {AUTH_LABELS.forgotPassword}
                  </a>
                }
                onSubmit={() => {
                  void form.submit(
                    checkCombinedRegister({ ...register.values, role }),
                    (payload: RegisterPayload) => registerAccount(payload),
                    AUTH_FAILURES.registration,
                    (answer, payload) => afterAnswer(answer, 'register', payload.email ?? payload.phone ?? null),
                  )
                }}
              >
                <NameAndCityFields
                  firstName={register.field('firstName')}
                  lastName={register.field('lastName')}
                  city={register.field('city')}
                >
                  <TextField label={FIELD_LABELS.emailOrPhone} autoComplete="username" {...register.field('contact')} />
                </NameAndCityFields>
                <NewPasswordFields password={register.field('password')} />
              </AuthForm>
            )}
          </Tabs>
        </>
      )}
    </div>
  )
}
