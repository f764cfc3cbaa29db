import { useState } from 'react'
import { ROUTES } from '@shoplocal/shared/constants'
import { ACCOUNT_MESSAGES, TRANSACTION_STATUS_LABELS } from '@shoplocal/shared/messages'
import type { AuthUserDetail, OpenInvoice, TransactionPaymentStatus } from '@shoplocal/shared/types'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { AuthForm, CodeField } from '../auth/index.ts'
import { accept, successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { deleteAccount, refusedForInvoices, requestDeletionCode } from './account-api.ts'
import { ACCOUNT_COPY as copy } from './copy.ts'

/**
 * Deleting the account with the typed confirmation and either the password or, for a person who signs in
 * with codes, a code sent to their e-mail or phone.
 */
export default function DeletionForm({ user }: { user: AuthUserDetail }) {
  const form = useSubmit()
  const codeRequest = useSubmit()
  const fields = useFormFields({ password: '', code: '', confirmation: '' }, { ...codeRequest.fieldErrors, ...form.fieldErrors })
  const [byCode, setByCode] = useState(false)
  const [invoices, setInvoices] = useState<OpenInvoice[]>([])
  const askForCode = (via: 'email' | 'phone') =>
    void codeRequest.submit(accept({ via }), requestDeletionCode, copy.failures.deletionCode, (answer) => {
      setByCode(true)
      successToast({ title: via === 'email' ? copy.deletion.codeByEmail : copy.deletion.codeByPhone, description: answer.message })
    })
  const proof = byCode ? { code: fields.values.code } : { password: fields.values.password }
  return (
    <section className="account-section account-section--danger" aria-labelledby="account-delete">
      <h2 id="account-delete">{copy.deletion.heading}</h2>
      <p>{copy.deletion.intro}</p>
      {!byCode && (
        <div className="account-deletion__code" role="group" aria-labelledby="account-delete-code">
          <p id="account-delete-code">{copy.deletion.codeIntro}</p>
          {user.email && (
            <button type="button" className="button button--ghost" disabled={codeRequest.busy} onClick={() => askForCode('email')}>
              {copy.deletion.codeByEmail}
            </button>
          )}
          {user.phone && (
            <button type="button" className="button button--ghost" disabled={codeRequest.busy} onClick={() => askForCode('phone')}>
              {copy.deletion.codeByPhone}
            </button>
          )}
        </div>
      )}
      <AuthForm
        busy={form.busy}
        error={form.formError ?? codeRequest.formError}
        submitLabel={copy.deletion.submit}
        footer={
          byCode ? (
            <button type="button" className="button button--ghost" onClick={() => setByCode(false)}>
              {copy.deletion.usePassword}
            </button>
          ) : undefined
        }
        onSubmit={() =>
          void form.submit(
            accept({ ...proof, confirmation: fields.values.confirmation }),
            deleteAccount,
            { ...copy.failures.deletion, onError: (error) => setInvoices(refusedForInvoices(error)) },
            (answer) => {
              successToast({ title: ACCOUNT_MESSAGES.accountDeleted, description: answer.message })
              window.location.assign(ROUTES.home)
            },
          )
        }
      >
        {invoices.length > 0 && (
          <ul className="account-invoices" data-testid="open-invoices">
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                {copy.deletion.invoice(
                  invoice.reference,
                  invoice.amount,
                  TRANSACTION_STATUS_LABELS[invoice.status as TransactionPaymentStatus] ?? invoice.status,
                )}
              </li>
            ))}
          </ul>
        )}
        {byCode ? (
          <CodeField {...fields.field('code')} />
        ) : (
          <PasswordField label={copy.deletion.passwordLabel} autoComplete="current-password" {...fields.field('password')} />
        )}
        <TextField label={copy.deletion.confirmLabel} autoComplete="off" {...fields.field('confirmation')} />
      </AuthForm>
    </section>
  )
}
