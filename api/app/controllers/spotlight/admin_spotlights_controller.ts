import type { HttpContext } from '@adonisjs/core/http'
import { SPOTLIGHT_SERVER_MESSAGES } from '#messages/index'
import type { AdminSpotlightActionResponse, AdminSpotlightPage, AdminSpotlightRequest, SpotlightStats } from '@shoplocal/shared/types'
import { signedInActorOf } from '#controllers/actor'
import {
  approveSpotlight,
  forceRejectSpotlight,
  listSpotlights,
  pendingSpotlights,
  rejectSpotlight,
  spotlightStats,
} from '#services/spotlight/spotlight_admin'
import { toAdminSpotlightRequest } from '#services/spotlight/spotlight_presenters'
import {
  approveSpotlightValidator,
  forceRejectSpotlightValidator,
  rejectSpotlightValidator,
  spotlightListValidator,
} from '#validators/spotlight'

/** Admin staff's spotlight calls; the admin middleware has authorized the caller. */
export default class AdminSpotlightsController {
  async pending(): Promise<AdminSpotlightRequest[]> {
    return (await pendingSpotlights()).map(toAdminSpotlightRequest)
  }

  async stats(): Promise<SpotlightStats> {
    return spotlightStats()
  }

  async index({ request }: HttpContext): Promise<AdminSpotlightPage> {
    const page = await listSpotlights(await spotlightListValidator.validate(request.qs()))
    return { requests: page.rows.map(toAdminSpotlightRequest), totalCount: page.totalCount, totalPages: page.totalPages }
  }

  async approve(ctx: HttpContext): Promise<AdminSpotlightActionResponse> {
    const { priority } = await ctx.request.validateUsing(approveSpotlightValidator)
    const request = await approveSpotlight(signedInActorOf(ctx), Number(ctx.params.id), priority)
    return { message: SPOTLIGHT_SERVER_MESSAGES.approved, request: toAdminSpotlightRequest(request) }
  }

  async reject(ctx: HttpContext): Promise<AdminSpotlightActionResponse> {
    const { reason } = await ctx.request.validateUsing(rejectSpotlightValidator)
    const request = await rejectSpotlight(signedInActorOf(ctx), Number(ctx.params.id), reason)
    return { message: SPOTLIGHT_SERVER_MESSAGES.rejected, request: toAdminSpotlightRequest(request) }
  }

  async forceReject(ctx: HttpContext): Promise<AdminSpotlightActionResponse> {
    const { reason } = await ctx.request.validateUsing(forceRejectSpotlightValidator)
    const request = await forceRejectSpotlight(signedInActorOf(ctx), Number(ctx.params.id), reason)
    return { message: SPOTLIGHT_SERVER_MESSAGES.forceRejected, request: toAdminSpotlightRequest(request) }
  }
}
