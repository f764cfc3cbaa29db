import type { HttpContext } from '@adonisjs/core/http'
import type { GuestSessionResponse } from '@shoplocal/shared/types'
import { currentGuest, startGuest } from '#controllers/web_session'
import { presentGuestSession } from '#services/auth/guest_session_service'
import { confirmGuestCode, sendGuestCode } from '#services/auth/guest_confirmation'
import { RESERVATION_MESSAGES as M } from '#messages/index'
import { reservationErrors } from '#services/reservations/reservation_errors'
import { guestSessionValidator, requireEmailOrPhone } from '#validators/guest_session'
import { guestConfirmValidator } from '#validators/reservations'

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

  /** POST /api/guest-session/code: a code to the session's e-mail (else phone). */
  async sendCode(ctx: HttpContext) {
    const guest = await currentGuest(ctx)
    if (!guest) throw reservationErrors.guestNoSession()
    await sendGuestCode(guest)
    return { message: M.guestCodeSent }
  }

  /** POST /api/guest-session/confirm {code}: the session's contact is confirmed. */
  async confirm(ctx: HttpContext) {
    const guest = await currentGuest(ctx)
    if (!guest) throw reservationErrors.guestNoSession()
    const { code } = await ctx.request.validateUsing(guestConfirmValidator)
    await confirmGuestCode(guest, code)
    await guest.refresh()
    return { message: M.guestConfirmed, guestSession: presentGuestSession(guest) }
  }
}
