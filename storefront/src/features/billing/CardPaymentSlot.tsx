import type { OwnerPayment } from '@shoplocal/shared/types'

interface Props {
  invoice: OwnerPayment
  onPaid(): void
}

/**
 * CARD PAYMENT SLOT. The one place /pay offers a card: at merge this renders the card payment form
 * (features/card-payment's CardPaymentForm) with the client secret of POST /api/payments/:id/card for
 * this invoice, calling onPaid when it succeeds. Until then there is no card option and the page is
 * paid by bank transfer alone.
 */
export function CardPaymentSlot(_props: Props) {
  return null
}
