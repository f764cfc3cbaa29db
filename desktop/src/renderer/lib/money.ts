import { formatEuro2 } from '@shoplocal/shared/rules'

/**
 * The console's one format for a price (a product's, a plan's). Two decimals today; when the shared
 * formatter that writes whole amounts without decimals lands, this line becomes `formatEuro`.
 */
export const formatPrice = (amount: number): string => formatEuro2(amount)
