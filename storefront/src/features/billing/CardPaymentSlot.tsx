import { useEffect, useState } from 'react'
import { CARD_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'
import type { CardPaymentStart, OwnerPayment } from '@shoplocal/shared/types'
import { ApiError } from '../../lib/api/result.ts'
import { showToast } from '../../components/ui/toast-store.ts'
import { CardPaymentForm } from '../card-payment/index.ts'
import { fetchSubscription, startCardPayment } from './billing-api.ts'

interface Props {
  invoice: OwnerPayment
  onPaid(): void
}

type Card =
  | { phase: 'off' }
  | { phase: 'offered' }
  | { phase: 'starting' }
  | { phase: 'ready'; start: CardPaymentStart }
  | { phase: 'failed'; message: string }

/**
 * The card option of /pay: offered when the site takes cards, it asks the API for this invoice's card
 * payment (one PaymentIntent per invoice) and shows the card form; the payment is recorded when Stripe's
 * signed event reaches the API.
 */
export function CardPaymentSlot({ invoice, onPaid }: Props) {
  const [card, setCard] = useState<Card>({ phase: 'off' })

  useEffect(() => {
    void fetchSubscription().then((result) => {
      if (result.ok && result.data.cardPaymentsEnabled) setCard({ phase: 'offered' })
    })
  }, [])

  async function start() {
    setCard({ phase: 'starting' })
    const result = await startCardPayment(invoice.id)
    if (result.ok) return setCard({ phase: 'ready', start: result.data })
    const message =
      result.error instanceof ApiError && result.error.serverMessage ? result.error.serverMessage : CARD_PAYMENT_MESSAGES.failedFallback
    setCard({ phase: 'failed', message })
  }

  if (card.phase === 'off') return null
  return (
    <div className="pay-by-card" data-testid="pay-by-card">
      <h3 className="pay-card__subtitle">{CARD_PAYMENT_MESSAGES.payByCard}</h3>
      {(card.phase === 'offered' || card.phase === 'starting') && (
        <button type="button" className="button button--primary" disabled={card.phase === 'starting'} onClick={() => void start()}>
          {card.phase === 'starting' ? CARD_PAYMENT_MESSAGES.processing : CARD_PAYMENT_MESSAGES.payByCard}
        </button>
      )}
      {card.phase === 'failed' && (
        <p className="notice notice--warning" role="alert">
          {card.message}
        </p>
      )}
      {card.phase === 'ready' && (
        <CardPaymentForm
          clientSecret={card.start.clientSecret}
          publishableKey={card.start.publishableKey}
          submitLabel={CARD_PAYMENT_MESSAGES.payAmount(invoice.amountPaid)}
          onSucceeded={() => {
            showToast(CARD_PAYMENT_MESSAGES.invoicePaid)
            onPaid()
          }}
          onFailed={(message) => showToast({ title: CARD_PAYMENT_MESSAGES.failedTitle, description: message, variant: 'destructive' })}
        />
      )}
    </div>
  )
}
