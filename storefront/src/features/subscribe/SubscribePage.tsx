import { useCallback, useEffect, useState } from 'react'
import { REDIRECT_DELAYS_MS, ROUTES } from '@shoplocal/shared/constants'
import { CARD_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'
import { SESSION_TOASTS, SUBSCRIBE_PAGE } from '../../messages/index.ts'
import { formatDate } from '@shoplocal/shared/rules'
import type { SubscriptionState } from '@shoplocal/shared/types'
import { isUnauthorized } from '../../lib/api/result.ts'
import { showToast } from '../../components/ui/toast-store.ts'
import { CardPaymentForm } from '../card-payment/index.ts'
import { listingPayHref } from '../billing/index.ts'
import { SUBSCRIBE_COPY } from './copy.ts'
import { getOrCreateSubscription } from './subscribe-api.ts'
import './subscribe.css'

interface SubscribePageProps {
  /** What the API said on the server; null when it could not say. */
  state: SubscriptionState | null
  /** The API answered 401: the visitor is not signed in as an owner. */
  signedOut: boolean
  /** Signed in as a customer: the subscription is for shop owners. */
  customer?: boolean
}

type Start = { phase: 'starting' } | { phase: 'ready'; clientSecret: string } | { phase: 'failed' } | { phase: 'done' }

/** A signed-out visitor is told and sent to sign in, as everywhere else on the site. */
function sendToSignIn() {
  showToast({ ...SESSION_TOASTS.unauthorized, variant: 'destructive' })
  window.setTimeout(() => window.location.assign(ROUTES.unauthorizedRedirect), REDIRECT_DELAYS_MS.unauthorized)
}

function goBack() {
  if (window.history.length > 1) window.history.back()
  else window.location.assign(ROUTES.dashboard)
}

/**
 * /subscribe: the €200/year listing subscription paid by card. The API creates (once) the Stripe
 * subscription and hands back the client secret of its first payment; Stripe's card form confirms it;
 * the API activates the owner's shops when Stripe's signed event arrives.
 */
export default function SubscribePage({ state, signedOut, customer = false }: SubscribePageProps) {
  const payable = state !== null && state.cardPaymentsEnabled && state.publishableKey !== null && state.status !== 'active'
  const [start, setStart] = useState<Start>({ phase: 'starting' })

  const begin = useCallback(async () => {
    setStart({ phase: 'starting' })
    const result = await getOrCreateSubscription()
    if (!result.ok) {
      if (isUnauthorized(result.error)) return sendToSignIn()
      showToast({ title: CARD_PAYMENT_MESSAGES.initFailed, variant: 'destructive' })
      return setStart({ phase: 'failed' })
    }
    setStart(result.data.clientSecret ? { phase: 'ready', clientSecret: result.data.clientSecret } : { phase: 'done' })
  }, [])

  const succeeded = useCallback(() => {
    showToast(CARD_PAYMENT_MESSAGES.success)
    window.setTimeout(() => window.location.assign(ROUTES.dashboard), REDIRECT_DELAYS_MS.paymentSucceeded)
  }, [])

  useEffect(() => {
    // Back from the card issuer's authentication page, Stripe says how it went in the address.
    const returned = new URLSearchParams(window.location.search).get('redirect_status')
    if (returned === 'succeeded' || returned === 'processing') return succeeded()
    if (returned === 'failed' || returned === 'requires_payment_method')
      showToast({ title: CARD_PAYMENT_MESSAGES.failedTitle, description: CARD_PAYMENT_MESSAGES.failedFallback, variant: 'destructive' })
    if (signedOut) sendToSignIn()
    else if (payable) void begin()
  }, [signedOut, payable, begin, succeeded])

  const failed = (message: string) => showToast({ title: CARD_PAYMENT_MESSAGES.failedTitle, description: message, variant: 'destructive' })

  return (
    <div className="subscribe">
      <button type="button" className="button subscribe__back" onClick={goBack}>
        <span aria-hidden="true">←</span> {SUBSCRIBE_PAGE.goBack}
      </button>
      <div className="subscribe__card">
        <h1 className="subscribe__heading">{SUBSCRIBE_PAGE.heading}</h1>
        <p className="subscribe__intro">{SUBSCRIBE_PAGE.intro}</p>
        {customer && (
          <div className="notice" role="status" data-testid="subscribe-owners-only">
            <p>{SUBSCRIBE_COPY.ownersOnly}</p>
            <a href={ROUTES.shopOwnerAuth}>{SUBSCRIBE_COPY.ownerSignIn}</a>
          </div>
        )}
        {state === null && !signedOut && !customer && (
          <div className="notice notice--warning" role="alert" data-testid="subscribe-init-failed">
            <p>{CARD_PAYMENT_MESSAGES.initFailed}</p>
          </div>
        )}
        {state !== null && (
          <SubscribeBody
            state={state}
            payable={payable}
            start={start}
            onRetry={() => void begin()}
            onSucceeded={succeeded}
            onFailed={failed}
          />
        )}
      </div>
    </div>
  )
}

function SubscribeBody(props: {
  state: SubscriptionState
  payable: boolean
  start: Start
  onRetry(): void
  onSucceeded(): void
  onFailed(message: string): void
}) {
  const { state, start } = props
  if (!state.cardPaymentsEnabled || !state.publishableKey) {
    return (
      <div className="subscribe__transfer" data-testid="subscribe-not-configured">
        <p>{SUBSCRIBE_COPY.byTransfer}</p>
        <a className="button button--primary" href={listingPayHref}>
          {SUBSCRIBE_COPY.payByTransfer}
        </a>
      </div>
    )
  }
  if (state.status === 'active' || start.phase === 'done') {
    return (
      <div className="subscribe__done" data-testid="subscribe-active">
        <p>{state.currentPeriodEnd ? SUBSCRIBE_PAGE.subscribedUntil(formatDate(state.currentPeriodEnd)) : SUBSCRIBE_PAGE.subscribed}</p>
        <a className="button button--primary" href={ROUTES.dashboard}>
          {SUBSCRIBE_PAGE.toDashboard}
        </a>
      </div>
    )
  }
  return (
    <>
      {state.status === 'past_due' && <p className="notice notice--warning">{SUBSCRIBE_PAGE.pastDue}</p>}
      {start.phase === 'starting' && (
        <p className="subscribe__status" role="status">
          {SUBSCRIBE_PAGE.preparing}
        </p>
      )}
      {start.phase === 'failed' && (
        <div className="notice notice--warning subscribe__failed" role="alert" data-testid="subscribe-init-failed">
          <p>{CARD_PAYMENT_MESSAGES.initFailed}</p>
          <button type="button" className="button button--primary" onClick={props.onRetry}>
            {SUBSCRIBE_PAGE.retry}
          </button>
        </div>
      )}
      {start.phase === 'ready' && (
        <CardPaymentForm
          clientSecret={start.clientSecret}
          publishableKey={state.publishableKey}
          submitLabel={SUBSCRIBE_PAGE.submit}
          onSucceeded={props.onSucceeded}
          onFailed={props.onFailed}
        />
      )}
    </>
  )
}
