import { AUTH_FAILURES, AUTH_LABELS } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS } from '../../messages/index.ts'
import { detectContact } from '@shoplocal/shared/rules'
import type { ResendVerificationPayload } from '@shoplocal/shared/types'
import { resendVerification, verifyEmail, verifyPhone } from './auth-api.ts'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { CodeField } from './account-fields.tsx'
import { AUTH_COPY } from './auth-copy.ts'
import { AuthForm } from './AuthForm.tsx'
import type { AuthAnswer } from './auth-responses.ts'
import { checkVerify, type FormCheck } from './form-rules.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'

/**
 * The verify view: the 6-digit code mailed to an e-mail or texted to a phone, and Resend code. A correct
 * code signs the person in; onVerified then continues as after a sign-in.
 */
export function VerifyAccountView({ contact, onVerified }: { contact: string; onVerified(answer: AuthAnswer): void | Promise<void> }) {
  const verify = useSubmit()
  const fields = useFormFields({ code: '' }, verify.fieldErrors)
  const resend = useSubmit()
  const byPhone = detectContact(contact).kind === 'phone'
  const copy = AUTH_COPY.verify

  const resendCheck: FormCheck<ResendVerificationPayload> = { ok: true, payload: { email: contact } }

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
          checkVerify({ contact, code: fields.values.code }),
          (payload) => ('phone' in payload ? verifyPhone(payload) : verifyEmail(payload)),
          AUTH_FAILURES.verification,
          async (answer) => {
            successToast({ title: byPhone ? AUTH_SUCCESS.phoneVerified : AUTH_SUCCESS.emailVerified })
            await onVerified(answer)
          },
        )
      }}
    >
      <h2 className="auth-form__title">{byPhone ? copy.titlePhone : copy.title}</h2>
      <p className="auth-form__intro">{copy.intro(contact)}</p>
      <CodeField {...fields.field('code')} autoFocus required />
    </AuthForm>
  )
}
