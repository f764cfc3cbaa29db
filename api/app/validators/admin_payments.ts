import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  ALL_FILTER,
  PAYMENT_LIST_FILTERS,
  PAYMENT_METHODS,
  PAYMENT_QUEUE_FILTERS,
  RECONCILIATION_MAX_LINES,
} from '@shoplocal/shared/constants'
import { ADMIN_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'

/* Query strings and bodies of the admin payment calls (api/start/routes/admin_payments.ts). */

const page = vine.number().withoutDecimals().optional()
const limit = vine.number().withoutDecimals().min(1).optional()

export const paymentListValidator = vine.create({
  page,
  limit,
  search: vine.string().trim().maxLength(100).optional(),
  status: vine.enum(PAYMENT_LIST_FILTERS).optional(),
})
export type PaymentListQuery = Infer<typeof paymentListValidator>

export const transactionListValidator = vine.create({
  page,
  limit,
  status: vine.enum(PAYMENT_QUEUE_FILTERS).optional(),
  /** Bank transfers (the inbox, by default), card payments, or all of them (the export). */
  method: vine.enum([...PAYMENT_METHODS, ALL_FILTER]).optional(),
})
export type TransactionListQuery = Infer<typeof transactionListValidator>

/** Mark Paid and Suspend take no body; a reason, when sent, is logged. */
export const optionalReasonValidator = vine.create({
  reason: vine.string().trim().maxLength(500).optional(),
})

/** Without a proof, `moneyArrived` and a note are required (the service decides: only it knows about the proof). */
export const verifyValidator = vine.create({
  notes: vine.string().trim().maxLength(1000).optional(),
  moneyArrived: vine.boolean().optional(),
  /** Why a payment of a rejected or removed shop is verified all the same (required then: the service decides). */
  reason: vine.string().trim().maxLength(500).optional(),
})
export type VerifyInput = Infer<typeof verifyValidator>

/** Rejecting or refunding money needs a reason: the owner is told it. */
export const requiredReasonValidator = vine.create({
  reason: vine.string().trim().minLength(1).maxLength(500),
})
requiredReasonValidator.messagesProvider = new SimpleMessagesProvider({
  'reason.required': ADMIN_PAYMENT_MESSAGES.reasonRequired,
  'reason.minLength': ADMIN_PAYMENT_MESSAGES.reasonRequired,
})

const statementLine = vine.object({
  date: vine.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  amount: vine.number().decimal([0, 2]),
  description: vine.string().trim().maxLength(1000),
  reference: vine.string().trim().maxLength(200).nullable().optional(),
  /** Confirm only: the payment the admin chose for an ambiguous line. */
  transactionId: vine.number().withoutDecimals().positive().optional(),
  /** Confirm only: why the chosen payment may be settled by a line of a different amount. */
  mismatchNote: vine.string().trim().minLength(1).maxLength(500).optional(),
})

export const statementValidator = vine.create({
  lines: vine.array(statementLine).minLength(1).maxLength(RECONCILIATION_MAX_LINES),
})
export type StatementInput = Infer<typeof statementValidator>

statementValidator.messagesProvider = new SimpleMessagesProvider({
  'lines.required': ADMIN_PAYMENT_MESSAGES.statementEmpty,
  'lines.array.minLength': ADMIN_PAYMENT_MESSAGES.statementEmpty,
  'lines.array.maxLength': ADMIN_PAYMENT_MESSAGES.statementTooLong,
})
