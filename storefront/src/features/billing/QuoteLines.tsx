import { useEffect, useState } from 'react'
import { formatEuro2 } from '@shoplocal/shared/rules'
import type { CheckoutPayload, PaymentQuote, QuotePayload } from '@shoplocal/shared/types'
import { handleUnauthorized } from '../auth/index.ts'
import { fetchQuote } from './billing-api.ts'
import { BILLING_COPY as COPY } from './copy.ts'
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
