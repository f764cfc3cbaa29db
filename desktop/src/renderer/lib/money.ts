import { formatEuro } from '@shoplocal/shared/rules'

/**
 * The console's one format for a price (a product's, a plan's): as the website shows it, whole amounts
 * without decimals (€45) and any other with two (€6.50). Amounts of money paid, owed or earned
 * (invoices, revenue, totals) are always `formatEuro2`.
 */
export const formatPrice = (amount: number): string => formatEuro(amount)
