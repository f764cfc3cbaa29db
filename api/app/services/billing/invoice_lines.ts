/*
 * What an invoice is made of. Pure: the checkout decides which fees are due, these turn that decision into
 * the lines the owner, the admin staff and confirmPayment read; the amount due is always their sum.
 */
import { REACTIVATION_FEE, REGISTRATION_FEE, STARTER_EXTRA_PRODUCTS } from '@shoplocal/shared/constants'
import { durationLabel } from '@shoplocal/shared/messages'
import { LINE_ITEM_DESCRIPTIONS as D } from '#messages/index'
import { roundToCents } from '@shoplocal/shared/rules'
import type { PaymentLineItem } from '@shoplocal/shared/types'

interface PlanPrice {
  displayName: string
  price: number
  duration: number
}

interface PlanInvoice {
  plan: PlanPrice
  registrationDue: boolean
  starterAddon: boolean
  reactivation: boolean
}

export function planLines({ plan, registrationDue, starterAddon, reactivation }: PlanInvoice): PaymentLineItem[] {
  const lines: PaymentLineItem[] = []
  if (reactivation) lines.push({ kind: 'reactivation', description: D.reactivation, amount: REACTIVATION_FEE })
  lines.push({ kind: 'plan', description: D.plan(plan.displayName, durationLabel(plan.duration)), amount: Number(plan.price) })
  if (starterAddon) lines.push({ kind: 'starter_addon', description: D.starterAddon, amount: STARTER_EXTRA_PRODUCTS.monthlyPrice })
  if (registrationDue) lines.push({ kind: 'registration', description: D.registration, amount: REGISTRATION_FEE })
  return lines
}

export function spotlightLines(months: number, totalAmount: number): PaymentLineItem[] {
  return [{ kind: 'spotlight', description: D.spotlight(months), amount: Number(totalAmount) }]
}

export const invoiceTotal = (lines: readonly PaymentLineItem[]): number => roundToCents(lines.reduce((sum, line) => sum + line.amount, 0))

/** Two invoices are for the same thing when their lines are the same, in the same order. */
export const sameLines = (a: readonly PaymentLineItem[], b: readonly PaymentLineItem[]): boolean =>
  a.length === b.length && a.every((line, index) => line.kind === b[index].kind && line.amount === Number(b[index].amount))
