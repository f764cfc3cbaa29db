import { useState } from 'react'
import { ROUTES } from '@shoplocal/shared/constants'
import { formatEuro2 } from '@shoplocal/shared/rules'
import type { BillingOverview, CheckoutPayload, OwnerPayment, Plan } from '@shoplocal/shared/types'
import { CheckboxField, FormAlert } from '../../components/ui/fields.tsx'
import { accept } from '../../components/ui/use-submit.ts'
import { handleUnauthorized } from '../auth/index.ts'
import { createInvoice, reloadBilling } from './billing-api.ts'
import { BILLING_COPY as COPY } from './copy.ts'
import { intentShopName, isSpotlightPayment, resumableInvoice, type PayIntent } from './pay-intent.ts'
import { FAILURE, usePaySubmit } from './pay-forms.ts'
import { QuoteLines } from './QuoteLines.tsx'
import { InvoiceView } from './InvoiceView.tsx'
import { PaymentHistory } from './PaymentHistory.tsx'

interface Props {
  billing: BillingOverview
  plans: Plan[]
  intent: PayIntent
}

/** /pay: what the owner pays for, the invoice with its bank reference, the proof upload and the history. */
export default function PayPage({ billing: initialBilling, plans, intent }: Props) {
  const [billing, setBilling] = useState(initialBilling)
  const [invoice, setInvoice] = useState<OwnerPayment | null>(() =>
    intent.kind === 'payment'
      ? (initialBilling.payments.find((payment) => payment.id === intent.paymentId) ?? null)
      : intent.kind === 'none'
        ? resumableInvoice(initialBilling)
        : null,
  )
  const [starterAddon, setStarterAddon] = useState(false)
  // The invoice the page opened on; one created here replaces the choice under the focus and takes it.
  const [openedInvoiceId] = useState(invoice?.id ?? null)
  const form = usePaySubmit()

  const refresh = async () => {
    try {
      setBilling(await reloadBilling())
    } catch (reason) {
      handleUnauthorized(reason)
    }
  }

  const onInvoiceChanged = (next: OwnerPayment) => {
    setInvoice(next)
    void refresh()
  }

  const withAddon = (payload: CheckoutPayload): CheckoutPayload =>
    payload.purpose === 'plan' ? { ...payload, starterAddon: payload.planName === 'starter' && starterAddon } : payload

  const startInvoice = (payload: CheckoutPayload) => form.submit(accept(withAddon(payload)), createInvoice, FAILURE, onInvoiceChanged)

  return (
    <div className="pay">
      <header className="pay__head">
        <h1 className="pay__title">{isSpotlightPayment(intent, invoice) ? COPY.spotlightPayTitle : COPY.payTitle}</h1>
        <p className="pay__intro">{COPY.payIntro}</p>
        <p className="pay__intro" data-testid="vat-note">
          {COPY.pricesIncludeVat(billing.vatRate)}
        </p>
      </header>

      {invoice ? (
        <InvoiceView invoice={invoice} billing={billing} onChanged={onInvoiceChanged} takeFocus={invoice.id !== openedInvoiceId} />
      ) : intent.kind === 'checkout' ? (
        <section className="pay-card" aria-labelledby="pay-choice-heading">
          <h2 id="pay-choice-heading" className="pay-card__title">
            {choiceTitle(intent.payload, plans)}
          </h2>
          {intentShopName(intent, billing) && <p className="pay-card__meta">{intentShopName(intent, billing)}</p>}
          {intent.payload.purpose === 'plan' && intent.payload.planName === 'starter' && (
            <CheckboxField label={COPY.starterAddon} checked={starterAddon} onChange={setStarterAddon} />
          )}
          <QuoteLines payload={withAddon(intent.payload)} onFailed={form.setFormError} />
          <p className="pay-card__meta">{COPY.paidByTransfer}</p>
          <FormAlert message={form.formError} />
          <button type="button" className="button button--primary" disabled={form.busy} onClick={() => void startInvoice(intent.payload)}>
            {form.busy ? COPY.creatingInvoice : COPY.createInvoice}
          </button>
        </section>
      ) : (
        <div className="notice" data-testid="pay-nothing">
          <p>{intent.kind === 'payment' ? COPY.paymentNotFound : COPY.nothingToPay}</p>
          <p>
            <a href={ROUTES.pricing}>{COPY.seePlans}</a>
          </p>
        </div>
      )}

      <PaymentHistory payments={billing.payments} current={invoice?.id ?? null} />
      <p>
        <a href={ROUTES.dashboard}>{COPY.backToDashboard}</a>
      </p>
    </div>
  )
}

function choiceTitle(payload: CheckoutPayload, plans: Plan[]): string {
  if (payload.purpose === 'spotlight') return COPY.spotlightChoice
  if (payload.purpose === 'listing') return COPY.listingChoice
  if (payload.purpose === 'reactivation') return COPY.reactivationChoice
  const plan = plans.find((each) => each.name === payload.planName)
  return plan ? COPY.planChoice(plan.displayName, formatEuro2(plan.price)) : COPY.planChoice(payload.planName, '')
}
