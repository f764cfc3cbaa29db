import { AUTH_FAILURES, AUTH_LABELS } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS } from '../../messages/index.ts'
import type { ResendVerificationPayload, VerifyEmailPayload } from '@shoplocal/shared/types'
import { resendVerification, verifyEmail } from './auth-api.ts'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { CodeField } from './account-fields.tsx'
import { AUTH_COPY } from './auth-copy.ts'
import { AuthForm } from './AuthForm.tsx'
import type { AuthAnswer } from './auth-responses.ts'
import { checkVerify, type FormCheck } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'

/**
 * The verify-email view: the 6-digit code from the mail, and Resend code. A correct code
 * signs the person in; onVerified then continues as after a sign-in.
 */
export function VerifyEmailView({ email, onVerified }: { email: string; onVerified(answer: AuthAnswer): void | Promise<void> }) {
  const verify = useSubmit()
  const fields = useFormFields({ code: '' }, verify.fieldErrors)
  const resend = useSubmit()
  const copy = AUTH_COPY.verify

  const resendCheck: FormCheck<ResendVerificationPayload> = { ok: true, payload: { email } }

  return (
    <AuthForm
      busy={verify.busy}
      error={verify.formError ?? resend.formError}
      submitLabel={copy.submit}
      footer={
        <button
          type="button"
          className="button button--ghost"
          disabled={resend.busy}
          onClick={() =>
            void resend.submit(
              resendCheck,
              (payload) => resendVerification(payload),
              AUTH_FAILURES.resend,
              () => {
                fields.set({ code: '' })
                successToast({ title: AUTH_SUCCESS.codeResent })
              },
            )
          }
        >
          {AUTH_LABELS.resendCode}
        </button>
      }
      onSubmit={() => {
        void verify.submit(
          checkVerify({ email, code: fields.values.code }),
          (payload: VerifyEmailPayload) => verifyEmail(payload),
          AUTH_FAILURES.verification,
          async (answer) => {
            successToast({ title: AUTH_SUCCESS.emailVerified })
            await onVerified(answer)
          },
        )
      }}
    >
      <h2 className="auth-form__title">{copy.title}</h2>
      <p className="auth-form__intro">{copy.intro(email)}</p>
      <CodeField {...fields.field('code')} autoFocus required />
    </AuthForm>
  )
}
