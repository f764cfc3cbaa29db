import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { OPEN_PAYMENT_STATUSES, RECONCILIATION_SUGGESTION_DAYS } from '@shoplocal/shared/constants'
import { RECONCILIATION_NOTES } from '#messages/index'
import {
  findPaymentReferences,
  formatEuro2,
  fromCents,
  issuedPaymentReferencePattern,
  normalizePaymentReference,
  shopCannotGoLive,
  toCents,
} from '@shoplocal/shared/rules'
import type {
  ReconciliationLineResult,
  ReconciliationOutcome,
  ReconciliationResult,
  ReconciliationRule,
  StatementLine,
} from '@shoplocal/shared/types'
import PaymentTransaction from '#models/payment_transaction'
import type { SignedInActor } from '#services/actor'
import { recordAdminAction } from '#services/admin/admin_log_service'
import { confirmPayment } from '#services/billing/payment_effects'
import { adminPaymentsErrors } from '#services/admin_payments/admin_payments_errors'
import { paymentShopStatus, toCandidate } from '#services/admin_payments/presenters'

/*
 * Bank statement reconciliation. Each credit is matched to the open bank-transfer payments (awaiting payment
 * or waiting for verification) in three steps, stopping at the first that decides:
 *  1. a reference written exactly as issued (SL-XXXXX-C) on a payment of exactly the line's amount;
 *  2. a reference as banks and people rewrite it (spacing, case, O for 0: normalizePaymentReference) with the amount;
 *  3. no usable reference: open payments of the same amount created in the weeks before the credit are only
 *     suggested (ambiguous), never matched, because an amount alone does not say who paid.
 * Confirming verifies the matched lines (and the ambiguous ones the admin chose a payment for) and remembers
 * each line by a hash of what the bank writes, so the same statement imported again changes nothing.
 */

/** What identifies a statement line across imports: the bank repeats these exactly in every export. */
function statementLineHash(line: StatementLine): string {
  const text = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ')
  return createHash('sha256')
    .update([line.date, fromCents(toCents(line.amount)).toFixed(2), text(line.description), text(line.reference)].join('\u241f'))
    .digest('hex')
}

interface LineMatch {
  outcome: ReconciliationOutcome
  rule: ReconciliationRule | null
  transactionId: number | null
  candidates: PaymentTransaction[]
  note: string | null
}

const unmatched = (note: string): LineMatch => ({ outcome: 'unmatched', rule: null, transactionId: null, candidates: [], note })

class Matcher {
  readonly #byReference = new Map<string, PaymentTransaction>()
  readonly #claimed = new Set<number>()

  constructor(
    readonly open: PaymentTransaction[],
    readonly decidedReferences: Set<string>,
  ) {
    for (const payment of open) if (payment.paymentReference) this.#byReference.set(payment.paymentReference, payment)
  }

  claim(id: number) {
    this.#claimed.add(id)
  }

  isFree(payment: PaymentTransaction) {
    return !this.#claimed.has(payment.id)
  }

  match(line: StatementLine): LineMatch {
    if (toCents(line.amount) <= 0) return unmatched(RECONCILIATION_NOTES.notCredit)
    const text = `${line.reference ?? ''} ${line.description}`
    const sameAmount = (payment: PaymentTransaction) => toCents(payment.amountPaid) === toCents(line.amount)

    const issued = [...new Set([...text.matchAll(issuedPaymentReferencePattern())].map((found) => found[0]))].filter(
      (reference) => normalizePaymentReference(reference) === reference,
    )
    const exact = this.#openFor(issued).filter((payment) => sameAmount(payment) && this.isFree(payment))
    if (exact.length === 1)
      return { outcome: 'matched', rule: 'exact_reference', transactionId: exact[0].id, candidates: exact, note: null }

    const references = findPaymentReferences(text)
    const named = this.#openFor(references)
    const payable = named.filter((payment) => sameAmount(payment) && this.isFree(payment))
    if (payable.length === 1) {
      return { outcome: 'matched', rule: 'normalized_reference', transactionId: payable[0].id, candidates: payable, note: null }
    }
    if (payable.length > 1) return { ...this.#ambiguous(payable, 'normalized_reference'), note: RECONCILIATION_NOTES.severalReferences }
    const free = named.filter((payment) => this.isFree(payment))
    if (free.length > 0) {
      return { ...this.#ambiguous(free, 'normalized_reference'), note: RECONCILIATION_NOTES.amountDiffers(Number(free[0].amountPaid)) }
    }
    if (named.length > 0) return { ...unmatched(RECONCILIATION_NOTES.claimedEarlier), candidates: named }
    if (references.some((reference) => this.decidedReferences.has(reference))) return unmatched(RECONCILIATION_NOTES.decided)

    const booked = DateTime.fromISO(line.date, { zone: 'utc' })
    const earliest = booked.startOf('day').minus({ days: RECONCILIATION_SUGGESTION_DAYS })
    const latest = booked.endOf('day')
    const suggestions = this.open.filter(
      (payment) => sameAmount(payment) && this.isFree(payment) && payment.createdAt >= earliest && payment.createdAt <= latest,
    )
    if (suggestions.length > 0) return { ...this.#ambiguous(suggestions, 'amount_and_date'), note: RECONCILIATION_NOTES.suggestions }
    return unmatched(RECONCILIATION_NOTES.noCandidate)
  }

  #openFor(references: string[]): PaymentTransaction[] {
    return references.flatMap((reference) => {
      const payment = this.#byReference.get(reference)
      return payment ? [payment] : []
    })
  }

  #ambiguous(candidates: PaymentTransaction[], rule: ReconciliationRule): LineMatch {
    return { outcome: 'ambiguous', rule, transactionId: null, candidates, note: null }
  }
}

async function loadMatcher(lines: StatementLine[], client: QueryClientContract): Promise<Matcher> {
  const open = await PaymentTransaction.query({ client })
    .where('payment_method', 'bank_transfer')
    .whereIn('payment_status', [...OPEN_PAYMENT_STATUSES])
    .preload('payer')
    .preload('shop')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
  const named = [...new Set(lines.flatMap((line) => findPaymentReferences(`${line.reference ?? ''} ${line.description}`)))]
  const decided: { payment_reference: string }[] = named.length
    ? await client
        .from('payment_transactions')
        .whereIn('payment_reference', named)
        .whereNotIn('payment_status', [...OPEN_PAYMENT_STATUSES])
        .select('payment_reference')
    : []
  return new Matcher(open, new Set(decided.map((row) => row.payment_reference)))
}

async function importedLines(hashes: string[], client: QueryClientContract): Promise<Map<string, number | null>> {
  const rows: { line_hash: string; payment_transaction_id: number | null }[] = hashes.length
    ? await client
        .from('reconciled_statement_lines')
        .whereIn('line_hash', [...new Set(hashes)])
        .select('line_hash', 'payment_transaction_id')
    : []
  return new Map(rows.map((row) => [row.line_hash, row.payment_transaction_id === null ? null : Number(row.payment_transaction_id)]))
}

interface Planned {
  result: ReconciliationLineResult
  hash: string
  /** Set when the admin settled this line against a payment of another amount, with why. */
  mismatchNote: string | null
}

/** The admin's decision on an ambiguous line: which payment, and why when its amount differs from the line's. */
interface LineChoice {
  transactionId: number
  mismatchNote?: string
}

/**
 * Matches every line. `choices` (index → payment) settles ambiguous lines the admin decided; a choice must be
 * one of that line's candidates, and one of a different amount needs the admin's note (422 otherwise), so a
 * mismatch is never settled in one click.
 */
async function plan(lines: StatementLine[], choices: Map<number, LineChoice>, client: QueryClientContract): Promise<Planned[]> {
  const matcher = await loadMatcher(lines, client)
  const hashes = lines.map(statementLineHash)
  const imported = await importedLines(hashes, client)
  const seen = new Set<string>()
  const notesMissing: number[] = []
  const planned = lines.map((line, index): Planned => {
    const hash = hashes[index]
    const base = { index, line }
    if (imported.has(hash) || seen.has(hash)) {
      const result: ReconciliationLineResult = {
        ...base,
        outcome: 'imported',
        rule: null,
        transactionId: imported.get(hash) ?? null,
        candidates: [],
        note: null,
      }
      return { result, hash, mismatchNote: null }
    }
    seen.add(hash)
    let match = matcher.match(line)
    let mismatchNote: string | null = null
    const chosen = choices.get(index)
    // A shop that cannot go live: its payment is verified only with a reason, given in the queue, never in bulk.
    const payment = match.candidates.find((candidate) => candidate.id === match.transactionId)
    if (match.outcome === 'matched' && payment && shopCannotGoLive(paymentShopStatus(payment))) {
      match = { ...match, outcome: 'unmatched', rule: null, transactionId: null, note: RECONCILIATION_NOTES.closedShop }
    }
    if (chosen !== undefined && match.outcome === 'ambiguous') {
      const candidate = match.candidates.find((payment) => payment.id === chosen.transactionId && matcher.isFree(payment))
      if (!candidate) throw adminPaymentsErrors.chosenNotCandidate()
      if (shopCannotGoLive(paymentShopStatus(candidate))) throw adminPaymentsErrors.closedShopReason()
      if (toCents(candidate.amountPaid) !== toCents(line.amount)) {
        if (!chosen.mismatchNote) notesMissing.push(index)
        mismatchNote = chosen.mismatchNote ?? null
      }
      match = { ...match, outcome: 'matched', transactionId: candidate.id }
    }
    if (match.transactionId !== null) matcher.claim(match.transactionId)
    const candidates = match.candidates.map((payment) => toCandidate(payment, line.amount))
    const result: ReconciliationLineResult = { ...base, ...match, candidates }
    return { result, hash, mismatchNote }
  })
  if (notesMissing.length > 0) throw adminPaymentsErrors.mismatchNotes(notesMissing)
  return planned
}

function summarize(planned: Planned[], verified: number): ReconciliationResult {
  const counts: Record<ReconciliationOutcome, number> = { matched: 0, ambiguous: 0, unmatched: 0, imported: 0 }
  for (const { result } of planned) counts[result.outcome]++
  return { lines: planned.map(({ result }) => result), counts, verified }
}

/** POST /api/admin/payments/reconciliation/preview: what confirming would do; changes nothing. */
export async function previewReconciliation(lines: StatementLine[]): Promise<ReconciliationResult> {
  return summarize(await plan(lines, new Map(), db.connection()), 0)
}

/**
 * POST /api/admin/payments/reconciliation/confirm: verifies the matched lines' payments through
 * confirmPayment in one transaction, remembering each line. A concurrent confirm of the same statement
 * meets the unique line hash and fails whole (409); a payment verified meanwhile by someone else is
 * remembered against the line but not verified twice.
 */
export async function confirmReconciliation(
  actor: SignedInActor,
  lines: StatementLine[],
  choices: Map<number, LineChoice>,
): Promise<ReconciliationResult> {
  let verified = 0
  await db.transaction(async (trx: TransactionClientContract) => {
    for (const { result, hash, mismatchNote } of await plan(lines, choices, trx)) {
      if (result.outcome !== 'matched' || result.transactionId === null) continue
      await trx.table('reconciled_statement_lines').insert({
        line_hash: hash,
        statement_date: result.line.date,
        amount: result.line.amount,
        description: result.line.description.slice(0, 500),
        payment_transaction_id: result.transactionId,
        admin_id: actor.user.id,
      })
      const statement = `Bank statement ${result.line.date}: ${result.line.description}`
      const note = (mismatchNote === null ? statement : `${statement}. ${mismatchNote}`).slice(0, 500)
      const { transaction, changed } = await confirmPayment(result.transactionId, { verifiedBy: actor.user.id, adminNotes: note }, trx)
      if (!changed) continue
      verified++
      const amounts = `statement ${formatEuro2(result.line.amount)}, invoice ${formatEuro2(transaction.amountPaid)}`
      await recordAdminAction(
        actor,
        {
          action: mismatchNote === null ? 'reconcile_payment' : 'reconcile_payment_mismatch',
          targetType: 'payment',
          targetId: transaction.id,
          targetName: transaction.paymentReference,
          reason: mismatchNote === null ? note : `${mismatchNote} (${amounts})`.slice(0, 500),
        },
        trx,
      )
    }
  })
  return { ...(await previewReconciliation(lines)), verified }
}
