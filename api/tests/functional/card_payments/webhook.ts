/* Delivering a signed Stripe event to the API's webhook, as Stripe does: the raw JSON body and its signature. */
import type { SignedEvent } from '../../../../scripts/testing/stripe-server.ts'

export async function deliver(apiUrl: string, event: Pick<SignedEvent, 'body' | 'signature'> | { body: string; signature?: string }) {
  const response = await fetch(`${apiUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(event.signature ? { 'stripe-signature': event.signature } : {}) },
    body: event.body,
  })
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as { received?: boolean; duplicate?: boolean; message?: string },
  }
}
