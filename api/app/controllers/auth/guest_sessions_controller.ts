import type { HttpContext } from '@adonisjs/core/http'
import { currentGuestSession, presentGuestSession, startGuestSession } from '#services/auth/guest_session_service'
import { guestSessionValidator, requireEmailOrPhone } from '#validators/guest_session'

export default class GuestSessionsController {
  async show(ctx: HttpContext) {
    const guest = await currentGuestSession(ctx)
    return ctx.response.ok({ guestSession: guest ? presentGuestSession(guest) : null })
  }

  async store(ctx: HttpContext) {
    const contact = requireEmailOrPhone(await ctx.request.validateUsing(guestSessionValidator))
    const guest = await startGuestSession(ctx, contact)
    return ctx.response.created({ guestSession: presentGuestSession(guest) })
  }
}
