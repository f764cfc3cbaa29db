import type { HttpContext } from '@adonisjs/core/http'
import type { GuestSessionResponse } from '@shoplocal/shared/types'
import { currentGuest, startGuest } from '#controllers/web_session'
import { presentGuestSession } from '#services/auth/guest_session_service'
import { guestSessionValidator, requireEmailOrPhone } from '#validators/guest_session'

export default class GuestSessionsController {
  async show(ctx: HttpContext): Promise<GuestSessionResponse> {
    const guest = await currentGuest(ctx)
    return { guestSession: guest ? presentGuestSession(guest) : null }
  }

  async store(ctx: HttpContext) {
    const contact = requireEmailOrPhone(await ctx.request.validateUsing(guestSessionValidator))
    const guest = await startGuest(ctx, contact)
    const body: GuestSessionResponse = { guestSession: presentGuestSession(guest) }
    return ctx.response.created(body)
  }
}
