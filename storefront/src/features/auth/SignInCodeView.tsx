import { AUTH_FAILURES, AUTH_LABELS } from '@shoplocal/shared/messages'
import type { CodeLoginPayload, Role, SignInCodePayload } from '@shoplocal/shared/types'
import { useState } from 'react'
import { codeLogin, requestSignInCode } from './auth-api.ts'
import { TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { CodeField } from './account-fields.tsx'
import { AUTH_COPY, FIELD_LABELS } from './auth-copy.ts'
import { AuthForm } from './AuthForm.tsx'
import type { AuthAnswer } from './auth-responses.ts'
import { checkCodeLogin, checkResetRequest } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'

interface SignInCodeViewProps {
  /** The account type the screen signs in as. */
  role: Role
  /** What the person already typed in the password form (an email or a phone). */
  initialEmail?: string
  /** The password sign-in's code step: a code was sent to `initialEmail` already, so the view opens at the code with these words. */
  note?: string | null
  onSignedIn(answer: AuthAnswer): void | Promise<void>
  /** Back to the password form. */
  onCancel(): void
}

/**
 * Sign-in with a one-time code mailed to the account's address (or texted to its phone), in two steps:
 * the email or phone, then the code. It works whatever failed sign-ins elsewhere have done, so every sign-in form offers it.
 */
export function SignInCodeView({ role, initialEmail = '', note = null, onSignedIn, onCancel }: SignInCodeViewProps) {
  const request = useSubmit({ shown: ['email'] })
  const login = useSubmit({ shown: ['code'] })
  const [sentTo, setSentTo] = useState<string | null>(note === null ? null : initialEmail)
  const [intro, setIntro] = useState(note)
  const emailField = useFormFields({ email: initialEmail }, request.fieldErrors)
  const codeField = useFormFields({ code: '' }, login.fieldErrors)
  const copy = AUTH_COPY.codeSignIn

  const sendCode = (email: string) =>
    void request.submit(
      checkResetRequest({ email }),
      (payload: SignInCodePayload) => requestSignInCode(payload),
      AUTH_FAILURES.request,
      (_answer, payload) => {
        codeField.set({ code: '' })
        setSentTo(payload.email)
        setIntro(null)
        successToast({ title: copy.sentToast })
      },
    )

  const backToPassword = (
    <button type="button" className="button button--ghost" onClick={onCancel}>
      {copy.usePassword}
    </button>
  )

  if (!sentTo) {
    return (
      <AuthForm
        busy={request.busy}
        error={request.formError}
        submitLabel={copy.send}
        footer={backToPassword}
        onSubmit={() => sendCode(emailField.values.email)}
      >
        <h2 className="auth-form__title">{copy.title}</h2>
        <p className="auth-form__intro">{copy.intro}</p>
        <TextField label={FIELD_LABELS.emailOrPhone} autoComplete="username" autoFocus {...emailField.field('email')} />
      </AuthForm>
    )
  }

  return (
    <AuthForm
      busy={login.busy}
      error={login.formError ?? request.formError}
      submitLabel={AUTH_LABELS.signIn}
      footer={
        <>
          <button type="button" className="button button--ghost" disabled={request.busy} onClick={() => sendCode(sentTo)}>
            {AUTH_LABELS.resendCode}
          </button>
          {backToPassword}
        </>
      }
      onSubmit={() => {
        void login.submit(
          checkCodeLogin({ email: sentTo, code: codeField.values.code, role }),
          (payload: CodeLoginPayload) => codeLogin(payload),
          AUTH_FAILURES.signIn,
          (answer) => onSignedIn(answer),
        )
      }}
    >
      <h2 className="auth-form__title">{copy.title}</h2>
      <p className="auth-form__intro">{intro ?? copy.sent(sentTo)}</p>
      <CodeField {...codeField.field('code')} autoFocus required />
    </AuthForm>
  )
}

/** The way into the code sign-in, under each password sign-in form. */
export function CodeSignInLink({ onClick }: { onClick(): void }) {
  return (
    <button type="button" className="link-button auth-form__link" onClick={onClick}>
      {AUTH_LABELS.signInWithCode}
    </button>
  )
}
