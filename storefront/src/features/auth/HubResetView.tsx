import { AUTH_FAILURES } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS } from '../../messages/index.ts'
import type { ResetPasswordPayload } from '@shoplocal/shared/types'
import { requestPasswordReset, resetPassword } from './auth-api.ts'
import { TextField } from '../../components/ui/fields.tsx'
import type { FormFields } from '../../components/ui/use-form-fields.ts'
import { CodeField, NewPasswordFields } from './account-fields.tsx'
import { AUTH_COPY, FIELD_LABELS } from './auth-copy.ts'
import { AuthForm } from './AuthForm.tsx'
import { checkResetConfirm, checkResetRequest } from './form-rules.ts'
import { successToast, type useSubmit } from '../../components/ui/use-submit.ts'

export type ResetFields = FormFields<{ email: string; code: string; newPassword: string; confirmPassword: string; codeSent: boolean }>

interface Props {
  /** The hub's submit cycle and the reset's fields, kept by the hub so they survive a switch of view. */
  form: ReturnType<typeof useSubmit>
  fields: ResetFields
  onBack(): void
  /** After a successful reset, with the email, so sign-in can start filled in. */
  onReset(email: string): void
}

/** The hub's password reset in two steps on one form: ask for a code, then send it with the new password. */
export function HubResetView({ form, fields: reset, onBack, onReset }: Props) {
  return (
    <AuthForm
      busy={form.busy}
      error={form.formError}
      submitLabel={reset.values.codeSent ? AUTH_COPY.resetConfirm.submit : AUTH_COPY.resetRequest.submit}
      footer={
        <p className="auth-form__footer">
          <button type="button" className="link-button" onClick={onBack}>
            {AUTH_COPY.resetRequest.back}
          </button>
        </p>
      }
      onSubmit={() => {
        if (!reset.values.codeSent) {
          void form.submit(
            checkResetRequest(reset.values),
            (payload) => requestPasswordReset(payload),
            AUTH_FAILURES.request,
            () => {
              successToast({ title: AUTH_SUCCESS.resetCodeSent })
              reset.set({ codeSent: true })
            },
          )
          return
        }
        void form.submit(
          checkResetConfirm(reset.values),
          (payload: ResetPasswordPayload) => resetPassword(payload),
          AUTH_FAILURES.reset,
          () => {
            successToast({ title: AUTH_SUCCESS.passwordResetSuccessful })
            reset.set({ code: '', newPassword: '', confirmPassword: '', codeSent: false })
            onReset(reset.values.email)
          },
        )
      }}
    >
      <h2 className="auth-form__title">{AUTH_COPY.hub.resetHeading}</h2>
      <TextField label={FIELD_LABELS.email} type="email" autoComplete="email" {...reset.field('email')} readOnly={reset.values.codeSent} />
      {reset.values.codeSent && (
        <>
          <CodeField {...reset.field('code')} />
          <NewPasswordFields reset password={reset.field('newPassword')} confirm={reset.field('confirmPassword')} />
        </>
      )}
    </AuthForm>
  )
}
