import type { HttpContext } from '@adonisjs/core/http'
import type { AdminReportsPage, TransparencyFigures } from '@shoplocal/shared/types'
import { TRUST_MESSAGES as T } from '#messages/index'
import { signedInActorOf } from '#controllers/actor'
import { decideOwnInitiative, decideReport, listReports } from '#services/trust/report_decisions'
import { exportStatements } from '#services/trust/statement_export'
import { transparencyFigures } from '#services/trust/transparency'
import { ownInitiativeValidator, reportDecisionValidator, reportListValidator, statementExportValidator } from '#validators/trust'

/** The console's reports desk, its own-initiative restrictions and the transparency export. */
export default class AdminReportsController {
  async index({ request }: HttpContext): Promise<AdminReportsPage> {
    const { status } = await reportListValidator.validate(request.qs())
    return listReports(status)
  }

  async decide(ctx: HttpContext): Promise<{ message: string; statementId: number }> {
    const input = await ctx.request.validateUsing(reportDecisionValidator)
    const { statementId } = await decideReport(signedInActorOf(ctx), Number(ctx.params.id), input)
    return { message: T.reportDecided, statementId }
  }

  async ownInitiative(ctx: HttpContext): Promise<{ message: string; statementId: number }> {
    const input = await ctx.request.validateUsing(ownInitiativeValidator)
    const { statementId } = await decideOwnInitiative(signedInActorOf(ctx), input)
    ctx.response.status(201)
    return { message: T.reportDecided, statementId }
  }

  async transparency({ request }: HttpContext): Promise<TransparencyFigures> {
    return transparencyFigures(await statementExportValidator.validate(request.qs()))
  }

  async exportStatements({ request, response }: HttpContext) {
    const lines = await exportStatements(await statementExportValidator.validate(request.qs()))
    response.header('content-type', 'application/x-ndjson; charset=utf-8')
    return lines
  }
}
