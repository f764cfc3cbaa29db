import { useMutation } from '@tanstack/react-query'
import { RECEIPT_MESSAGES, TRANSACTION_STATUS_LABELS } from '@shoplocal/shared/messages'
import { PAYMENT_ADMIN_ERRORS, PAYMENT_ADMIN_SUCCESS, PAYMENT_SHOP_STATUS_LABELS, VERIFICATION_LABELS } from '../../messages/index'
import { formatDateTime, formatEuro2, fullName, serverMessage, shopCannotGoLive } from '@shoplocal/shared/rules'
import type { AdminPayment, PaymentReceipt } from '@shoplocal/shared/types'
import { useId, useState, type FormEvent } from 'react'
import { decidePayment, saveReceipt } from '../../api/payments'
import { useBridge } from '../../bridge/context'
import { useToast } from '../../components/Toasts'
import { MONEY_COPY, RECEIPT_COPY } from '../../copy'
import { useDecision } from '../../lib/use-decision'
import type { ConfirmRequest } from '../../components/ConfirmDialog'
import { ProofPreview } from './ProofPreview'

type Decision = 'verify' | 'reject' | 'refund'

const DECISION_TOASTS: Record<Decision, { success: string; failure: string }> = {
  verify: { success: PAYMENT_ADMIN_SUCCESS.paymentVerified, failure: PAYMENT_ADMIN_ERRORS.verify },
  reject: { success: PAYMENT_ADMIN_SUCCESS.paymentRejected, failure: PAYMENT_ADMIN_ERRORS.reject },
  refund: { success: PAYMENT_ADMIN_SUCCESS.paymentRefunded, failure: PAYMENT_ADMIN_ERRORS.refund },
}

/** A text box and its button: notes for Verify (optional), a reason for Reject and Refund (required). */
function DecisionForm({
  label,
  button,
  required,
  danger,
  busy,
  onSubmit,
}: {
  label: string
  button: string
  required: boolean
  danger?: boolean
  busy: boolean
  onSubmit(text: string): void
}) {
  const id = useId()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(text)
  }
  return (
    <form className="decision" onSubmit={submit}>
      <label className="field" htmlFor={id}>
        <span>{label}</span>
        <textarea id={id} rows={2} maxLength={500} value={text} required={required} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className={danger ? 'button button-danger' : 'button'} disabled={busy || (required && !text.trim())}>
        {button}
      </button>
    </form>
  )
}

/** Who verified a payment, once the API names them; older answers carry only the time. */
type WithVerifier = AdminPayment & { verifiedBy?: { id: number; name: string } | null }

function VerifiedLine({ payment }: { payment: WithVerifier }) {
  if (!payment.verifiedAt) return null
  const at = formatDateTime(payment.verifiedAt)
  return (
    <p className="payment-verified">
      {payment.verifiedBy ? MONEY_COPY.verifiedBy(payment.verifiedBy.name, at) : MONEY_COPY.verifiedAt(at)}
    </p>
  )
}

/**
 * Verify for a payment without a proof: the button stays disabled until the admin ticks that the money
 * arrived and writes how they know; the API refuses it otherwise too.
 */
function VerifyWithoutProof({ busy, onVerify }: { busy: boolean; onVerify(note: string): void }) {
  const id = useId()
  const [arrived, setArrived] = useState(false)
  const [note, setNote] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onVerify(note)
  }
  return (
    <form className="decision decision-no-proof" onSubmit={submit}>
      <p className="muted">{MONEY_COPY.noProofHint}</p>
      <label className="check">
        <input type="checkbox" checked={arrived} onChange={(event) => setArrived(event.target.checked)} />
        {MONEY_COPY.moneyArrived}
      </label>
      <label className="field" htmlFor={id}>
        <span>{MONEY_COPY.moneyArrivedNote}</span>
        <textarea id={id} rows={2} maxLength={1000} value={note} required={arrived} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={busy || !arrived || !note.trim()}>
        {VERIFICATION_LABELS.verify}
      </button>
    </form>
  )
}

/** The payment's receipt and credit note, each saved as a PDF under its number. */
function ReceiptDownloads({ receipts }: { receipts: PaymentReceipt[] }) {
  const bridge = useBridge()
  const toast = useToast()
  const save = useMutation({
    mutationFn: (receipt: PaymentReceipt) => saveReceipt(bridge, receipt),
    onSuccess: (result, receipt) => {
      if (result.saved) toast({ tone: 'success', title: RECEIPT_COPY.saved(receipt.number) })
    },
    onError: (error) => toast({ tone: 'error', title: RECEIPT_COPY.failed, description: serverMessage(error.message) ?? undefined }),
  })
  if (receipts.length === 0) return null
  return (
    <ul className="payment-receipts" aria-label={RECEIPT_COPY.heading}>
      {receipts.map((receipt) => (
        <li key={receipt.number}>
          <button type="button" className="button button-secondary" disabled={save.isPending} onClick={() => save.mutate(receipt)}>
            {receipt.kind === 'receipt' ? RECEIPT_MESSAGES.downloadReceipt : RECEIPT_MESSAGES.downloadCreditNote}{' '}
            <span className="mono">{receipt.number}</span>
          </button>
        </li>
      ))}
    </ul>
  )
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
  const open = payment.paymentStatus === 'pending_verification' || payment.paymentStatus === 'awaiting_payment'
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
