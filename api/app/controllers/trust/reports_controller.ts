import type { HttpContext } from '@adonisjs/core/http'
import type { ReportReceipt, TrustTarget } from '@shoplocal/shared/types'
import { callerOf } from '#controllers/actor'
import { reportTarget, submitReport } from '#services/trust/reports'
import { reportTargetValidator, reportValidator } from '#validators/trust'

/** Anyone's report on a public item, signed in or not, and the item the form names. */
export default class ReportsController {
  async target(ctx: HttpContext): Promise<TrustTarget> {
    const { targetType, targetId } = await reportTargetValidator.validate(ctx.request.qs())
    return reportTarget(targetType, targetId, (await callerOf(ctx)).user?.id ?? null)
  }

  async store(ctx: HttpContext): Promise<ReportReceipt> {
    const input = await ctx.request.validateUsing(reportValidator)
    const receipt = await submitReport(await callerOf(ctx), input)
    ctx.response.status(201)
    return receipt
  }
}
