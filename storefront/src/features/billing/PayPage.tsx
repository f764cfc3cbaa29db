import { useEffect, useId, useRef, useState } from 'react'
import { PAYMENT_PROOF_MAX_BYTES, ROUTES } from '@shoplocal/shared/constants'
import {
  BILLING_ERRORS,
  COMMON_LABELS,
  RECEIPT_MESSAGES,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
} from '@shoplocal/shared/messages'
import { formatDate, formatEuro2, formatIban } from '@shoplocal/shared/rules'
import type { BillingOverview, CheckoutPayload, OwnerPayment, PaymentQuote, Plan, QuotePayload } from '@shoplocal/shared/types'
import { CheckboxField, FormAlert } from '../../components/ui/fields.tsx'
import { errorServerMessage } from '../../lib/api/result.ts'
import { accept, successToast, useSubmit, type Failure } from '../../components/ui/use-submit.ts'
import { handleUnauthorized } from '../auth/index.ts'
import { createInvoice, fetchQuote, reloadBilling, uploadProof } from './billing-api.ts'
import { CardPaymentSlot } from './CardPaymentSlot.tsx'
import { BILLING_COPY as COPY, PROOF_SUBMITTED } from './copy.ts'
import { intentShopName, isOpenTransfer, isSpotlightPayment, paymentHref, resumableInvoice, type PayIntent } from './pay-intent.ts'

interface Props {
  billing: BillingOverview
  plans: Plan[]
  intent: PayIntent
}

const ACCEPTED_PROOF_TYPES = 'image/jpeg,image/png,image/webp,image/gif,application/pdf'
const looksLikeProof = (file: File) => file.type === 'application/pdf' || /^image\/(jpeg|png|webp|gif)$/.test(file.type)

/** The reason a request failed, as the server said it, or a general line. */
/** A read's failure, shown where the figures would be. */
function failureText(error: unknown): string {
  return errorServerMessage(error) ?? COPY.somethingWentWrong
}

const FAILURE: Failure = { title: COMMON_LABELS.error, fallback: COPY.somethingWentWrong }

/** The pay screen's forms: an ended session goes to sign-in instead of an error. */
const usePaySubmit = () => useSubmit({ intercept: handleUnauthorized })

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

const quotePayloadOf = ({ paymentMethod: _method, ...payload }: CheckoutPayload): QuotePayload => payload as QuotePayload

/** Every line and the total, as the API will bill them, shown before "Continue to payment" creates anything. */
function QuoteLines({ payload, onFailed }: { payload: CheckoutPayload; onFailed(message: string | null): void }) {
  const [quote, setQuote] = useState<PaymentQuote | null>(null)
  const key = JSON.stringify(quotePayloadOf(payload))
  useEffect(() => {
    let current = true
    setQuote(null)
    fetchQuote(JSON.parse(key) as QuotePayload).then(
      (answer) => current && (setQuote(answer), onFailed(null)),
      (reason: unknown) => current && !handleUnauthorized(reason) && onFailed(failureText(reason)),
    )
    return () => {
      current = false
    }
  }, [key, onFailed])

  if (!quote) return <p className="pay-card__meta">{COPY.quoteLoading}</p>
  return (
    <table className="pay-lines" data-testid="quote">
      <caption className="pay-lines__caption">{COPY.quoteTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{COPY.lineItem}</th>
          <th scope="col" className="pay-lines__amount">
            {COPY.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line) => (
          <tr key={`${line.kind}-${line.description}`}>
            <td>{line.description}</td>
            <td className="pay-lines__amount">{formatEuro2(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{COPY.total}</th>
          <td className="pay-lines__amount" data-testid="quote-total">
            {formatEuro2(quote.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

/** Copies a value the owner types into their banking app; says so where a screen reader hears it. */
function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <button type="button" className="button button--outline pay-copy" aria-label={COPY.copyLabel(what)} onClick={() => void copy()}>
      <span aria-live="polite">{copied ? COPY.copied : COPY.copy}</span>
    </button>
  )
}

function InvoiceView({
  invoice,
  billing,
  onChanged,
  takeFocus,
}: {
  invoice: OwnerPayment
  billing: BillingOverview
  onChanged(next: OwnerPayment): void
  /** Just created: the button that created it is gone, so the invoice's heading takes the focus. */
  takeFocus: boolean
}) {
  const { bankDetails } = billing
  const heading = useRef<HTMLHeadingElement>(null)
  // Only as it appears: a later change of the same invoice (its proof) leaves the focus where it is.
  const [focusOnce] = useState(takeFocus)
  useEffect(() => {
    if (focusOnce) heading.current?.focus()
  }, [focusOnce])
  return (
    <section className="pay-card" aria-labelledby="invoice-heading" data-testid="invoice">
      <div className="pay-card__row">
        <h2 id="invoice-heading" className="pay-card__title" ref={heading} tabIndex={-1}>
          {COPY.invoice}
        </h2>
        <span className={`pay-status pay-status--${invoice.paymentStatus}`} data-testid="invoice-status">
          {TRANSACTION_STATUS_LABELS[invoice.paymentStatus]}
        </span>
      </div>
      {invoice.shopName && <p className="pay-card__meta">{invoice.shopName}</p>}
      <table className="pay-lines">
        <thead>
          <tr>
            <th scope="col">{COPY.lineItem}</th>
            <th scope="col" className="pay-lines__amount">
              {COPY.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lineItems.map((line) => (
            <tr key={`${line.kind}-${line.description}`}>
              <td>{line.description}</td>
              <td className="pay-lines__amount">{formatEuro2(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{COPY.total}</th>
            <td className="pay-lines__amount" data-testid="invoice-total">
              {formatEuro2(invoice.amountPaid)}
            </td>
          </tr>
        </tfoot>
      </table>

      {invoice.rejectionReason && invoice.paymentStatus === 'rejected' && (
        <p className="notice notice--warning">{COPY.rejectedBecause(invoice.rejectionReason)}</p>
      )}

      {invoice.paymentMethod === 'bank_transfer' && invoice.paymentReference && (
        <div className="pay-transfer">
          <div className="pay-reference">
            <p className="pay-reference__label">{COPY.reference}</p>
            <p className="pay-reference__value">
              <span data-testid="payment-reference">{invoice.paymentReference}</span>
              <CopyButton value={invoice.paymentReference} what={COPY.reference.toLowerCase()} />
            </p>
            <p className="pay-reference__hint">{COPY.referenceHint}</p>
          </div>
          <div>
            <h3 className="pay-card__subtitle">{COPY.bankDetails}</h3>
            <dl className="pay-bank">
              <dt>{COPY.accountName}</dt>
              <dd>{bankDetails.accountName}</dd>
              <dt>{COPY.bankName}</dt>
              <dd>{bankDetails.bankName}</dd>
              <dt>{COPY.iban}</dt>
              <dd>
                <span className="pay-iban" data-testid="bank-iban">
                  {formatIban(bankDetails.iban)}
                </span>
                <CopyButton value={bankDetails.iban.replace(/\s/g, '')} what={COPY.iban} />
              </dd>
              <dt>{COPY.bic}</dt>
              <dd>{bankDetails.bic}</dd>
              <dt>{COPY.amount}</dt>
              <dd>{formatEuro2(invoice.amountPaid)}</dd>
            </dl>
          </div>
        </div>
      )}

      {isOpenTransfer(invoice) && <ProofUpload invoice={invoice} onUploaded={onChanged} />}
      {invoice.paymentStatus === 'awaiting_payment' && <CardPaymentSlot invoice={invoice} onPaid={() => window.location.reload()} />}
    </section>
  )
}

function ProofUpload({ invoice, onUploaded }: { invoice: OwnerPayment; onUploaded(next: OwnerPayment): void }) {
  const inputId = useId()
  const hintId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const form = usePaySubmit()
  const setError = form.setFormError
  const received = invoice.paymentStatus === 'pending_verification'

  const choose = (chosen: File | null) => {
    setError(null)
    if (chosen && !looksLikeProof(chosen)) return (setFile(null), setError(BILLING_ERRORS.proofWrongType))
    if (chosen && chosen.size > PAYMENT_PROOF_MAX_BYTES) return (setFile(null), setError(BILLING_ERRORS.proofTooLarge))
    setFile(chosen)
  }

  const send = async () => {
    if (progress !== null) return
    setProgress(file ? 0 : null)
    await form.submit(
      file ? accept(file) : { ok: false, message: BILLING_ERRORS.proofMissing },
      (proof) => uploadProof(invoice.id, proof, setProgress),
      FAILURE,
      (next) => {
        successToast({ title: PROOF_SUBMITTED.title, description: PROOF_SUBMITTED.description(invoice.transactionType) })
        setFile(null)
        onUploaded(next)
      },
    )
    setProgress(null)
  }

  return (
    <form
      className="pay-proof"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <h3 className="pay-card__subtitle">{COPY.uploadProof}</h3>
      {received && (
        <p className="notice" role="status" data-testid="proof-received">
          {COPY.proofReceived}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {received ? COPY.replaceProof : COPY.proofFile}
        </label>
        <input
          id={inputId}
          type="file"
          name="proof"
          accept={ACCEPTED_PROOF_TYPES}
          aria-describedby={hintId}
          className="field__input"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="field__hint">
          {COPY.proofHint}
        </p>
      </div>
      {progress !== null && (
        <div className="pay-proof__progress">
          <progress max={1} value={progress} aria-label={COPY.uploading(Math.round(progress * 100))} />
          <span>{COPY.uploading(Math.round(progress * 100))}</span>
        </div>
      )}
      <FormAlert message={form.formError} />
      {/* Never `disabled`: a focused button that is disabled drops keyboard focus to the page body. Without a
          file it says which one is missing; while one uploads, a second press does nothing. */}
      <button type="submit" className="button button--primary" aria-disabled={progress !== null}>
        {COPY.sendProof}
      </button>
    </form>
  )
}

/** The payment's receipt and credit note as PDF downloads, each named by its number. */
function ReceiptLinks({ receipts }: { receipts: OwnerPayment['receipts'] }) {
  if (receipts.length === 0) return null
  return (
    <ul className="pay-history__receipts">
      {receipts.map((receipt) => (
        <li key={receipt.number}>
          <a href={receipt.url} download data-testid="receipt-download">
            {receipt.kind === 'receipt' ? RECEIPT_MESSAGES.downloadReceipt : RECEIPT_MESSAGES.downloadCreditNote}{' '}
            <span className="pay-history__shop pay-history__receipt-number">{receipt.number}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

function PaymentHistory({ payments, current }: { payments: OwnerPayment[]; current: number | null }) {
  return (
    <section className="pay-card" aria-labelledby="history-heading">
      <h2 id="history-heading" className="pay-card__title">
        {COPY.history}
      </h2>
      {payments.length === 0 ? (
        <p className="pay-card__meta">{COPY.noPayments}</p>
      ) : (
        <div className="pay-history__scroll">
          <table className="pay-history" data-testid="payment-history">
            <thead>
              <tr>
                <th scope="col">{COPY.date}</th>
                <th scope="col">{COPY.description}</th>
                <th scope="col" className="pay-lines__amount">
                  {COPY.amount}
                </th>
                <th scope="col">{COPY.reference}</th>
                <th scope="col">{COPY.status}</th>
                <th scope="col">{COPY.decided}</th>
                <th scope="col">{COPY.receipts}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} aria-current={payment.id === current ? 'true' : undefined}>
                  <td>{formatDate(payment.createdAt)}</td>
                  <td>
                    {payment.lineItems.length > 0
                      ? payment.lineItems.map((line) => line.description).join(' + ')
                      : TRANSACTION_TYPE_LABELS[payment.transactionType]}
                    {payment.shopName && <span className="pay-history__shop">{payment.shopName}</span>}
                  </td>
                  <td className="pay-lines__amount">{formatEuro2(payment.amountPaid)}</td>
                  <td className="pay-history__reference">{payment.paymentReference}</td>
                  <td>
                    {isOpenTransfer(payment) && payment.id !== current ? (
                      <a href={paymentHref(payment)}>{TRANSACTION_STATUS_LABELS[payment.paymentStatus]}</a>
                    ) : (
                      TRANSACTION_STATUS_LABELS[payment.paymentStatus]
                    )}
                  </td>
                  <td>
                    {payment.decision &&
                      COPY.decision(payment.decision.by, TRANSACTION_STATUS_LABELS[payment.paymentStatus], formatDate(payment.decision.at))}
                    {payment.refund && (
                      <span className="pay-history__shop">
                        {COPY.refunded(formatEuro2(payment.refund.amount), formatDate(payment.refund.at))}
                      </span>
                    )}
                  </td>
                  <td>
                    <ReceiptLinks receipts={payment.receipts} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
