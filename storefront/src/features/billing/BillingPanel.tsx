import { ROUTES } from '@shoplocal/shared/constants'
import { SUBSCRIPTION_STATUS_LABELS } from '@shoplocal/shared/messages'
import { formatDate, withQuery } from '@shoplocal/shared/rules'
import type { BillingOverview } from '@shoplocal/shared/types'
import { BILLING_COPY as COPY, REFERRAL_COPY } from './copy.ts'
import { isOpenTransfer, paymentHref } from './pay-intent.ts'
import { BillingDetailsForm } from './BillingDetailsForm.tsx'
import './billing.css'

interface Props {
  billing: BillingOverview
  /** After the billing details are saved: the dashboard reads its billing again. */
  onBillingDetailsSaved(): void
}

/**
 * The dashboard's billing panel: the owner's referral code and how many referred shops count, and each
 * shop's plan with what to pay next. Plain links; the dashboard hands it the billing it last read.
 */
export function BillingPanel({ billing, onBillingDetailsSaved }: Props) {
  const openPayments = billing.payments.filter(isOpenTransfer)
  return (
    <div className="billing-panel">
      <section className="pay-card referral" aria-labelledby="referral-heading" data-testid="referral">
        <h2 id="referral-heading" className="pay-card__title">
          {REFERRAL_COPY.title}
        </h2>
        <p className="referral__label">{REFERRAL_COPY.yourCode}</p>
        <p className="referral__code" data-testid="referral-code">
          {billing.referralCode ?? '—'}
        </p>
        <p className="referral__count" data-testid="referral-count">
          {REFERRAL_COPY.count(billing.referralCount)}
        </p>
        <p className="pay-card__meta">{billing.registrationFeeWaived ? REFERRAL_COPY.waived : REFERRAL_COPY.explain}</p>
      </section>

      <section className="pay-card" aria-labelledby="plans-heading" data-testid="shop-plans">
        <h2 id="plans-heading" className="pay-card__title">
          {COPY.shopsTitle}
        </h2>
        {billing.shops.length === 0 && <p className="pay-card__meta">{COPY.noShopsYet}</p>}
        <ul className="shop-plans">
          {billing.shops.map((shop) => (
            <li key={shop.id} className="shop-plans__row" data-shop-id={shop.id}>
              <div>
                <p className="shop-plans__name">{shop.name}</p>
                <p className="pay-card__meta" data-testid="shop-plan-meta">
                  {shop.planDisplayName} · {SUBSCRIPTION_STATUS_LABELS[shop.displayStatus]} ·{' '}
                  {COPY.productsUsed(shop.productsUsed, shop.maxProducts)}
                </p>
                {shop.nextPaymentDue && <p className="pay-card__meta">{COPY.nextDue(formatDate(shop.nextPaymentDue))}</p>}
              </div>
              {shop.reactivationFeeRequired ? (
                <a className="button button--accent" href={withQuery(ROUTES.pay, { reactivate: String(shop.id) })}>
                  {COPY.reactivate}
                </a>
              ) : (
                <a className="button button--primary" href={withQuery(ROUTES.pricing, { shopId: String(shop.id) })}>
                  {COPY.renew}
                </a>
              )}
            </li>
          ))}
        </ul>
        {openPayments.length > 0 && (
          <p className="pay-card__meta">
            {COPY.openPayments}{' '}
            {openPayments.map((payment, index) => (
              <span key={payment.id}>
                {index > 0 && ', '}
                <a className="billing-panel__reference" href={paymentHref(payment)}>
                  {payment.paymentReference}
                </a>
              </span>
            ))}
          </p>
        )}
        <p>
          <a href={ROUTES.pay}>{COPY.history}</a>
        </p>
      </section>

      <BillingDetailsForm details={billing.billingDetails} onSaved={onBillingDetailsSaved} />
    </div>
  )
}
