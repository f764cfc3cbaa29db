import { FIELD_LENGTHS } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import type { BillingDetails } from '@shoplocal/shared/types'
import { FormAlert, TextAreaField, TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { accept, successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { saveBillingDetails } from './billing-api.ts'
import { BILLING_DETAILS_COPY as COPY } from './copy.ts'

/**
 * The owner's billing details: the address and VAT number their receipts name as the buyer's (both optional;
 * blank clears). The API writes and checks the VAT number; the dashboard reads its billing again after a save.
 */
export function BillingDetailsForm({ details, onSaved }: { details: BillingDetails; onSaved(): void }) {
  const form = useSubmit({ shown: 'all' })
  const fields = useFormFields({ billingAddress: details.billingAddress ?? '', vatNumber: details.vatNumber ?? '' }, form.fieldErrors)
  return (
    <section className="pay-card" aria-labelledby="billing-details-heading" data-testid="billing-details">
      <h2 id="billing-details-heading" className="pay-card__title">
        {COPY.title}
      </h2>
      <p className="pay-card__meta">{COPY.intro}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.submit(accept(fields.values), saveBillingDetails, { title: COMMON_LABELS.error, fallback: COPY.failed }, (answer) => {
            // The form shows what was saved: the VAT number as the API wrote it.
            fields.set({ billingAddress: answer.billingDetails.billingAddress ?? '', vatNumber: answer.billingDetails.vatNumber ?? '' })
            successToast({ title: COPY.saved, description: answer.message })
            onSaved()
          })
        }}
      >
        <TextAreaField label={COPY.address} rows={3} maxLength={FIELD_LENGTHS.billing.address} {...fields.field('billingAddress')} />
        <TextField label={COPY.vatNumber} hint={COPY.vatHint} autoComplete="off" {...fields.field('vatNumber')} />
        <FormAlert message={form.formError} />
        <button type="submit" className="button button--primary" aria-disabled={form.busy}>
          {COPY.save}
        </button>
      </form>
    </section>
  )
}
