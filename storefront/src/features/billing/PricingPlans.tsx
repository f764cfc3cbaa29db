import type { ElementType } from 'react'
import { ROUTES } from '@shoplocal/shared/constants'
import { PLAN_LABELS, durationLabel } from '@shoplocal/shared/messages'
import { FEE_NOTES, savingsLabel } from '../../messages/index.ts'
import { formatEuro } from '@shoplocal/shared/rules'
import type { BillingShop, Plan } from '@shoplocal/shared/types'
import { BILLING_COPY as COPY } from './copy.ts'
import { planAction } from './plan-choice.ts'
import '../../components/ui/ui.css'
import './billing.css'

interface Props {
  plans: readonly Plan[]
  /** The owner's shops when an owner is signed in; null for a visitor. */
  shops: readonly BillingShop[] | null
  headingLevel?: 1 | 2
  /** The shop the owner came to change the plan of, chosen in the shop list. */
  selectedShopId?: number | null
  /** The plan chosen before signing in (`/pricing?plan=pro`), for an owner with several shops to pick one for. */
  chosenPlan?: string | null
}

const FORM_ID = 'pricing-choose'

/**
 * The pricing plans section (the /pricing page, rendered without a script, and the dashboard, where it
 * follows the owner's shops). A visitor's choice leads to the owner sign-in; an owner's choice submits one
 * plain GET form to /pay with the plan and the shop picked at the top, so the pay page prices exactly that.
 * The notes below the cards tell the rest of the one pricing story: trial, registration fee and its waiver,
 * the Starter add-on and the yearly listing, every amount from the shared constants.
 */
export function PricingPlans({ plans, shops, headingLevel = 2, selectedShopId = null, chosenPlan = null }: Props) {
  const chosen = shops && shops.length > 0 ? plans.find((plan) => plan.name === chosenPlan && plan.price > 0) : undefined
  const Heading = `h${headingLevel}` as ElementType
  const CardHeading = `h${headingLevel + 1}` as ElementType
  return (
    <section className="pricing" aria-labelledby="pricing-heading" data-testid="pricing-plans">
      <header className="pricing__head">
        <Heading id="pricing-heading" className="pricing__title">
          {COPY.pricingTitle}
        </Heading>
        <p className="pricing__intro">{COPY.pricingIntro}</p>
      </header>

      {shops && shops.length > 0 && (
        <form id={FORM_ID} className="pricing__shop" method="get" action={ROUTES.pay}>
          <label className="field__label" htmlFor="pricing-shop">
            {COPY.chooseShop}
          </label>
          <select id="pricing-shop" name="shopId" className="field__input" defaultValue={String(selectedShopId ?? shops[0].id)}>
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name} · {COPY.currentPlan}: {shop.planDisplayName}
              </option>
            ))}
          </select>
        </form>
      )}
      {chosen && (
        <p className="notice" data-testid="chosen-plan">
          {COPY.chosenBeforeSignIn(chosen.displayName)}
        </p>
      )}
      {shops && shops.length === 0 && <p className="notice">{COPY.noShopsYet}</p>}

      <ul className="pricing__grid">
        {plans.map((plan) => {
          const action = planAction(plan, shops)
          return (
            <li
              key={plan.name}
              className={`plan-card${plan.isPopular ? ' plan-card--popular' : ''}${plan === chosen ? ' plan-card--chosen' : ''}`}
              data-plan={plan.name}
            >
              {plan.badge && <p className="plan-card__badge">{plan.badge}</p>}
              <CardHeading className="plan-card__name">{plan.displayName}</CardHeading>
              <p className="plan-card__price">
                <span className="plan-card__amount">{formatEuro(plan.price)}</span>{' '}
                <span className="plan-card__period">{COPY.perPeriod(durationLabel(plan.duration))}</span>
              </p>
              {plan.duration > 30 && <p className="plan-card__monthly">{COPY.perMonthEquivalent(plan.monthlyEquivalent)}</p>}
              {plan.savings !== null && <p className="plan-card__savings">{savingsLabel(plan.savings)}</p>}
              <p className="plan-card__description">{plan.description}</p>
              <ul className="plan-card__features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {plan.note && <p className="plan-card__note">{plan.note}</p>}
              {plan.multiMonthPricing && (
                <ul className="plan-card__months" aria-label={COPY.prepaidTotals}>
                  {Object.entries(plan.multiMonthPricing).map(([months, total]) => (
                    <li key={months}>
                      <span>{COPY.months(Number(months))}</span> <span>{formatEuro(total)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <div className="plan-card__action">
                {action.kind === 'submit' ? (
                  <button type="submit" form={FORM_ID} name="plan" value={plan.name} className="button button--primary">
                    {COPY.choosePlanFor(plan.displayName)}
                  </button>
                ) : (
                  <a className={`button ${plan.isPopular ? 'button--accent' : 'button--primary'}`} href={action.href}>
                    {action.kind === 'signIn' ? (plan.price > 0 ? PLAN_LABELS.choosePlan : PLAN_LABELS.getStarted) : action.label}
                  </a>
                )}
              </div>
            </li>
          )
        })}
      </ul>

      <ul className="pricing__notes" data-testid="pricing-notes">
        <li>{FEE_NOTES.freeTrial}</li>
        <li>{FEE_NOTES.registrationFee}</li>
        <li>{FEE_NOTES.starterAddon}</li>
        <li>
          {FEE_NOTES.yearlyListing} <a href={ROUTES.subscribe}>{COPY.listingLink}</a>
        </li>
        <li>{FEE_NOTES.newShopBonus}</li>
        <li>{FEE_NOTES.reactivation}</li>
      </ul>
    </section>
  )
}
