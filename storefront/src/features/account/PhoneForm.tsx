import { useState } from 'react'
import type { AuthUserDetail } from '@shoplocal/shared/types'
import { TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { AuthForm, CodeField } from '../auth/index.ts'
import { accept, successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { confirmPhoneChange, requestPhoneChange } from './account-api.ts'
import { ACCOUNT_COPY as copy } from './copy.ts'

/** Changes or adds the phone number: a code is texted to the new number, and the change happens only with it. */
export default function PhoneForm({ user, onChanged }: { user: AuthUserDetail; onChanged(user: AuthUserDetail): void }) {
  const form = useSubmit()
  const fields = useFormFields({ phone: '', code: '' }, form.fieldErrors)
  const [pending, setPending] = useState<string | null>(null)
  return (
    <section className="account-section" aria-labelledby="account-phone">
      <h2 id="account-phone">{copy.phone.heading}</h2>
      <p data-testid="account-phone">{copy.phone.current(user.phone)}</p>
      {pending === null ? (
        <AuthForm
          busy={form.busy}
          error={form.formError}
          submitLabel={copy.phone.send}
          onSubmit={() =>
            void form.submit(accept({ phone: fields.values.phone }), requestPhoneChange, copy.failures.phone, (answer, payload) => {
              setPending(payload.phone.trim())
              successToast({ title: copy.phone.send, description: answer.message })
            })
          }
        >
          <TextField
            label={user.phone ? copy.phone.newLabel : copy.phone.addLabel}
            type="tel"
            autoComplete="tel"
            {...fields.field('phone')}
          />
        </AuthForm>
      ) : (
        <AuthForm
          busy={form.busy}
          error={form.formError}
          submitLabel={copy.phone.confirm}
          footer={
            <button type="button" className="button button--ghost" onClick={() => setPending(null)}>
              {copy.phone.otherNumber}
            </button>
          }
          onSubmit={() =>
            void form.submit(accept({ code: fields.values.code }), confirmPhoneChange, copy.failures.phone, (answer) => {
              setPending(null)
              fields.set({ phone: '', code: '' })
              onChanged(answer.user)
              successToast({ title: copy.phone.changed, description: answer.message })
            })
          }
        >
          <p>{copy.phone.codeIntro(pending)}</p>
          <CodeField {...fields.field('code')} autoFocus />
        </AuthForm>
      )}
    </section>
  )
}
