import { RECEIPT_MESSAGES, TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from '@shoplocal/shared/messages'
import { formatDate, formatEuro2 } from '@shoplocal/shared/rules'
import type { OwnerPayment } from '@shoplocal/shared/types'
import { BILLING_COPY as COPY } from './copy.ts'
import { isOpenTransfer, paymentHref } from './pay-intent.ts'

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

/** Every payment of the owner, newest first, the one on screen marked, each with its receipts. */
export function PaymentHistory({ payments, current }: { payments: OwnerPayment[]; current: number | null }) {
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
