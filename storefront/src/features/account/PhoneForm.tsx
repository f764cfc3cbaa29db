import { useState } from 'react'
import type { AuthUserDetail } from '@shoplocal/shared/types'
import { apiPost } from '../../lib/api/browser.ts'
import { TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { AuthForm, CodeField, successToast, useSubmit } from '../auth/index.ts'
import { ACCOUNT_COPY as copy } from './copy.ts'

interface UserAnswer {
  message: string
  user: AuthUserDetail
}

const send = <T,>(payload: T) => ({ ok: true as const, payload })

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
            void form.submit(
              send({ phone: fields.values.phone }),
              (payload) => apiPost<{ message: string }>('/api/account/phone', payload),
              copy.failures.phone,
              (answer, payload) => {
                setPending(payload.phone.trim())
                successToast({ title: copy.phone.send, description: answer.message })
              },
            )
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
            void form.submit(
              send({ code: fields.values.code }),
              (payload) => apiPost<UserAnswer>('/api/account/phone/confirm', payload),
              copy.failures.phone,
              (answer) => {
                setPending(null)
                fields.set({ phone: '', code: '' })
                onChanged(answer.user)
                successToast({ title: copy.phone.changed, description: answer.message })
              },
            )
          }
        >
          <p>{copy.phone.codeIntro(pending)}</p>
          <CodeField {...fields.field('code')} autoFocus />
        </AuthForm>
      )}
    </section>
  )
}
