import { useEffect, useRef, useState } from 'react'
import { TRANSACTION_STATUS_LABELS } from '@shoplocal/shared/messages'
import { formatEuro2, formatIban } from '@shoplocal/shared/rules'
import type { BillingOverview, OwnerPayment } from '@shoplocal/shared/types'
import { CardPaymentSlot } from './CardPaymentSlot.tsx'
import { BILLING_COPY as COPY } from './copy.ts'
import { isOpenTransfer } from './pay-intent.ts'
import { ProofUpload } from './ProofUpload.tsx'
import { PayLines } from './PayLines.tsx'

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

/** An invoice with the bank details and reference to pay it by transfer, its card payment, and its proof upload. */
export function InvoiceView({
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
      <PayLines lines={invoice.lineItems} total={invoice.amountPaid} totalTestId="invoice-total" />

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
