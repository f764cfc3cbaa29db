import { useEffect, useState, type FormEvent } from 'react'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { CARD_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'
import { stripeFor } from './load-stripe.ts'
import './card-payment.css'

interface CardPaymentFormProps {
  /** The PaymentIntent's (or the subscription's first invoice's) client secret from the API. */
  clientSecret: string
  publishableKey: string
  submitLabel: string
  onSucceeded(): void
  /** Stripe's own message about the refusal (declined card, failed authentication), or a general one. */
  onFailed(message: string): void
}

type Phase = 'idle' | 'processing' | 'success' | 'failure'

/**
 * A card payment form: Stripe's own card fields in their frames (card data goes straight to Stripe), one
 * submit button, and the states idle → processing → success or failure. The money is recorded by the
 * API when Stripe's signed event arrives, never by this form. When Stripe.js cannot be loaded the form
 * says so instead of showing empty fields.
 */
export default function CardPaymentForm(props: CardPaymentFormProps) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined)

  useEffect(() => {
    let current = true
    void stripeFor(props.publishableKey).then((loaded) => {
      if (current) setStripe(loaded)
    })
    return () => {
      current = false
    }
  }, [props.publishableKey])

  if (stripe === undefined) {
    return (
      <p className="card-payment__loading" role="status" data-testid="card-payment-loading">
        {CARD_PAYMENT_MESSAGES.loading}
      </p>
    )
  }
  if (stripe === null) {
    return (
      <div className="notice notice--warning card-payment__unavailable" role="alert" data-testid="card-payment-unavailable">
        <p>{CARD_PAYMENT_MESSAGES.stripeUnavailable}</p>
      </div>
    )
  }
  // A new client secret (a retried payment) needs new card fields: Elements keeps the secret it started with.
  return (
    <Elements
      key={props.clientSecret}
      stripe={stripe}
      options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#0b7a53' } } }}
    >
      <CardFields {...props} />
    </Elements>
  )
}

function CardFields({ submitLabel, onSucceeded, onFailed }: CardPaymentFormProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [phase, setPhase] = useState<Phase>('idle')
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || phase === 'processing' || phase === 'success') return
    setPhase('processing')
    setError(null)
    try {
      // Cards needing 3-D Secure open Stripe's page and come back here; others finish without leaving.
      const result = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } })
      if (result.error) {
        const message = result.error.message || CARD_PAYMENT_MESSAGES.failedFallback
        setPhase('failure')
        setError(message)
        onFailed(message)
        return
      }
      setPhase('success')
      onSucceeded()
    } catch {
      setPhase('failure')
      setError(CARD_PAYMENT_MESSAGES.failedFallback)
      onFailed(CARD_PAYMENT_MESSAGES.failedFallback)
    }
  }

  return (
    <form
      className="card-payment"
      onSubmit={(event) => void submit(event)}
      data-testid="card-payment-form"
      aria-label={CARD_PAYMENT_MESSAGES.cardLabel}
    >
      <PaymentElement />
      {phase === 'failure' && error && (
        <p className="card-payment__error" role="alert">
          <strong>{CARD_PAYMENT_MESSAGES.failedTitle}</strong> {error}
        </p>
      )}
      {phase === 'success' && (
        <p className="card-payment__success" role="status">
          {CARD_PAYMENT_MESSAGES.success.title}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary card-payment__submit"
        disabled={!stripe || !elements || phase === 'processing' || phase === 'success'}
      >
        {phase === 'processing' ? CARD_PAYMENT_MESSAGES.processing : submitLabel}
      </button>
    </form>
  )
}
