import { OWNER_STATUS_COPY } from '@shoplocal/shared/messages'
import { productLimitReached } from '#messages/index'
import { PLANS } from '@shoplocal/shared/constants'
import { errors as vineErrors } from '@vinejs/vine'
import { fail } from '#exceptions/api_error'

/** The plan that lists more products than this limit, the smallest such; null at the top. */
function planAbove(maxProducts: number) {
  const larger = PLANS.filter((plan) => plan.maxProducts > maxProducts).sort((a, b) => a.maxProducts - b.maxProducts)
  return larger[0] ?? null
}

function planName(name: string): string {
  return PLANS.find((plan) => plan.name === name)?.displayName ?? name
}

/* The owner's failures, each with its status; rendered by the exception handler. */
export const ownerErrors = {
  /** A form rule the validator cannot check (stock below what reservations hold), as a field error. */
  invalidField: (field: string, message: string) => new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: field }]),
  /** Resubmitting a shop that is not rejected (pending already waits for review; approved is public). */
  shopNotRejected: () => fail(OWNER_STATUS_COPY.shopNotRejected, 409),
  /** Adding past the plan's product limit; the answer names the limit, the plan and the plan that raises it. */
  productLimit: (maxProducts: number, currentPlan: string) => {
    const next = planAbove(maxProducts)
    return fail(productLimitReached(maxProducts, planName(currentPlan), next), 409, {
      maxProducts,
      currentPlan,
      upgradePlan: next?.name ?? null,
    })
  },
}
