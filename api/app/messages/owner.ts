/**
 * Adding beyond the shop's product limit is refused with the limit, the plan
 * that sets it and, when there is one, the plan that raises it.
 */
export const productLimitReached = (
  maxProducts: number,
  planName: string,
  nextPlan: { displayName: string; maxProducts: number } | null,
): string =>
  `This shop has reached its limit of ${maxProducts} products on the ${planName} plan. ` +
  (nextPlan
    ? `Upgrade to ${nextPlan.displayName} to list up to ${nextPlan.maxProducts} products.`
    : 'Remove a product before adding another.')
