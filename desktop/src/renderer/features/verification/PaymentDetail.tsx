import { TRANSACTION_STATUS_LABELS } from '@shoplocal/shared/messages'
import { PAYMENT_ADMIN_ERRORS, PAYMENT_ADMIN_SUCCESS, PAYMENT_SHOP_STATUS_LABELS, VERIFICATION_LABELS } from '../../messages/index'
import { formatDateTime, formatEuro2, fullName, isOpenPaymentStatus, shopCannotGoLive } from '@shoplocal/shared/rules'
import type { AdminPayment } from '@shoplocal/shared/types'
import { decidePayment } from '../../api/payments'
import { useDecision } from '../../lib/use-decision'
import type { ConfirmRequest } from '../../components/ConfirmDialog'
import { ProofPreview } from './ProofPreview'
import { DecisionForm, VerifyWithoutProof } from './PaymentDecisionForms'
import { VerifiedLine, ReceiptDownloads, type WithVerifier } from './PaymentFacts'

type Decision = 'verify' | 'reject' | 'refund'

const DECISION_TOASTS: Record<Decision, { success: string; failure: string }> = {
  verify: { success: PAYMENT_ADMIN_SUCCESS.paymentVerified, failure: PAYMENT_ADMIN_ERRORS.verify },
  reject: { success: PAYMENT_ADMIN_SUCCESS.paymentRejected, failure: PAYMENT_ADMIN_ERRORS.reject },
  refund: { success: PAYMENT_ADMIN_SUCCESS.paymentRefunded, failure: PAYMENT_ADMIN_ERRORS.refund },
}

/** The confirmation each decision asks for first: verify and refund move money (reject asks in its own form). */
function confirmationOf(decision: Decision, payment: AdminPayment): ConfirmRequest | undefined {
  const amount = formatEuro2(payment.amountPaid)
  if (decision === 'refund') {
    return {
      title: VERIFICATION_LABELS.refundTitle,
      message: VERIFICATION_LABELS.refundMessage(amount),
      confirmLabel: VERIFICATION_LABELS.refund,
      withReason: false,
      danger: true,
    }
  }
  if (decision !== 'verify') return undefined
  // A shop that cannot go live: the API verifies its payment only with the admin's reason, asked here.
  const status = payment.shopStatus
  const closed = status !== null && shopCannotGoLive(status)
  return {
    title: VERIFICATION_LABELS.verifyTitle,
    message: closed
      ? `${VERIFICATION_LABELS.verifyMessage(amount)} ${VERIFICATION_LABELS.closedShopWarning(PAYMENT_SHOP_STATUS_LABELS[status])}`
      : VERIFICATION_LABELS.verifyMessage(amount),
    confirmLabel: VERIFICATION_LABELS.verify,
    withReason: closed,
    reasonRequired: closed,
  }
}

/** The preview pane: what the payment is for, who paid, the proof, and the decisions its status allows. */
export function PaymentDetail({ payment }: { payment: WithVerifier }) {
  const { decide: send, pending, dialog } = useDecision()
  const decide = (decision: Decision, text: string, moneyArrived?: boolean) =>
    void send({
      send: (bridge, reason) => decidePayment(bridge, payment.id, decision, text, { moneyArrived, reason }),
      ...DECISION_TOASTS[decision],
      confirm: confirmationOf(decision, payment),
    })
  const ownerName = payment.owner ? fullName(payment.owner.firstName, payment.owner.lastName) || payment.owner.email : '—'
  const facts: [string, string][] = [
    [VERIFICATION_LABELS.amount, formatEuro2(payment.amountPaid)],
    [VERIFICATION_LABELS.owner, [ownerName, payment.owner?.email].filter(Boolean).join(' · ')],
    [VERIFICATION_LABELS.shop, payment.shopName ?? '—'],
    [VERIFICATION_LABELS.shopStatus, payment.shopStatus ? PAYMENT_SHOP_STATUS_LABELS[payment.shopStatus] : '—'],
    [VERIFICATION_LABELS.plan, payment.planName ?? '—'],
    [VERIFICATION_LABELS.created, formatDateTime(payment.createdAt)],
    [VERIFICATION_LABELS.submitted, payment.proofUploadedAt ? formatDateTime(payment.proofUploadedAt) : '—'],
  ]
  const open = isOpenPaymentStatus(payment.paymentStatus)
  return (
    <article className="payment-detail" aria-label={`${VERIFICATION_LABELS.reference} ${payment.paymentReference ?? payment.id}`}>
      <header className="payment-detail-header">
        <h3 className="mono">{payment.paymentReference ?? `#${payment.id}`}</h3>
        <span className="muted">{TRANSACTION_STATUS_LABELS[payment.paymentStatus]}</span>
      </header>
      <dl className="payment-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {payment.lineItems.length > 0 ? (
        <ul className="payment-lines" aria-label={VERIFICATION_LABELS.lineItems}>
          {payment.lineItems.map((line, index) => (
            <li key={index}>
              <span>{line.description}</span>
              <span className="num">{formatEuro2(line.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <VerifiedLine payment={payment} />
      <ReceiptDownloads receipts={payment.receipts} />
      {payment.rejectionReason ? (
        <p>
          <strong>{VERIFICATION_LABELS.rejectionReason}:</strong> {payment.rejectionReason}
        </p>
      ) : null}
      <div className="decisions">
        {open ? (
          <>
            {payment.paymentProofUrl === null ? (
              <VerifyWithoutProof key={`verify-${payment.id}`} busy={pending} onVerify={(note) => decide('verify', note, true)} />
            ) : (
              <DecisionForm
                key={`verify-${payment.id}`}
                label={VERIFICATION_LABELS.notes}
                button={VERIFICATION_LABELS.verify}
                required={false}
                busy={pending}
                onSubmit={(text) => decide('verify', text)}
              />
            )}
            {payment.paymentStatus === 'pending_verification' ? (
              <DecisionForm
                key={`reject-${payment.id}`}
                label={VERIFICATION_LABELS.reason}
                button={VERIFICATION_LABELS.reject}
                required
                danger
                busy={pending}
                onSubmit={(text) => decide('reject', text)}
              />
            ) : null}
          </>
        ) : null}
        {payment.paymentStatus === 'verified' ? (
          <DecisionForm
            key={`refund-${payment.id}`}
            label={VERIFICATION_LABELS.reason}
            button={VERIFICATION_LABELS.refund}
            required
            danger
            busy={pending}
            onSubmit={(text) => decide('refund', text)}
          />
        ) : null}
      </div>
      <ProofPreview payment={payment} />
      {dialog}
    </article>
  )
}
