import type { HttpContext } from '@adonisjs/core/http'
import type { ReconciliationResult, StatementLine } from '@shoplocal/shared/types'
import { signedInActorOf } from '#controllers/actor'
import { statementValidator, type StatementInput } from '#validators/admin_payments'
import { confirmReconciliation, previewReconciliation } from '#services/admin_payments/reconciliation'

const statementLines = (input: StatementInput): StatementLine[] =>
  input.lines.map(({ date, amount, description, reference }) => ({ date, amount, description, reference: reference ?? null }))

/** Bank statement reconciliation: a preview that changes nothing, then one confirmed step. */
export default class ReconciliationController {
  async preview({ request }: HttpContext): Promise<ReconciliationResult> {
    return previewReconciliation(statementLines(await request.validateUsing(statementValidator)))
  }

  async confirm(ctx: HttpContext): Promise<ReconciliationResult> {
    const input = await ctx.request.validateUsing(statementValidator)
    const choices = new Map(
      input.lines.flatMap(({ transactionId, mismatchNote }, index) =>
        transactionId === undefined ? [] : [[index, { transactionId, mismatchNote }] as const],
      ),
    )
    return confirmReconciliation(signedInActorOf(ctx), statementLines(input), choices)
  }
}
