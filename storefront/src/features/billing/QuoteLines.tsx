import { useEffect, useState } from 'react'
import type { CheckoutPayload, PaymentQuote, QuotePayload } from '@shoplocal/shared/types'
import { handleUnauthorized } from '../auth/index.ts'
import { fetchQuote } from './billing-api.ts'
import { BILLING_COPY as COPY } from './copy.ts'
import { PayLines } from './PayLines.tsx'
import { failureText } from './pay-forms.ts'

const quotePayloadOf = ({ paymentMethod: _method, ...payload }: CheckoutPayload): QuotePayload => payload as QuotePayload

/** Every line and the total, as the API will bill them, shown before "Continue to payment" creates anything. */
export function QuoteLines({ payload, onFailed }: { payload: CheckoutPayload; onFailed(message: string | null): void }) {
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
  return <PayLines lines={quote.lines} total={quote.total} totalTestId="quote-total" caption={COPY.quoteTitle} testId="quote" />
}
