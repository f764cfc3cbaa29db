import { useMutation } from '@tanstack/react-query'
import { RECEIPT_MESSAGES } from '@shoplocal/shared/messages'
import { formatDateTime, serverMessage } from '@shoplocal/shared/rules'
import type { AdminPayment, PaymentReceipt } from '@shoplocal/shared/types'
import { saveReceipt } from '../../api/payments'
import { useBridge } from '../../bridge/context'
import { useToast } from '../../components/Toasts'
import { MONEY_COPY, RECEIPT_COPY } from '../../copy'

/** Who verified a payment, once the API names them; older answers carry only the time. */
export type WithVerifier = AdminPayment & { verifiedBy?: { id: number; name: string } | null }

export function VerifiedLine({ payment }: { payment: WithVerifier }) {
  if (!payment.verifiedAt) return null
  const at = formatDateTime(payment.verifiedAt)
  return (
    <p className="payment-verified">
      {payment.verifiedBy ? MONEY_COPY.verifiedBy(payment.verifiedBy.name, at) : MONEY_COPY.verifiedAt(at)}
    </p>
  )
}

/** The payment's receipt and credit note, each saved as a PDF under its number. */
export function ReceiptDownloads({ receipts }: { receipts: PaymentReceipt[] }) {
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
