import type { HttpContext } from '@adonisjs/core/http'
import type { GuestSessionResponse } from '@shoplocal/shared/types'
import { currentGuestSession, presentGuestSession, startGuestSession } from '#services/auth/guest_session_service'
import { guestSessionValidator, requireEmailOrPhone } from '#validators/guest_session'

export default class GuestSessionsController {
  async show({ session }: HttpContext): Promise<GuestSessionResponse> {
    const guest = await currentGuestSession(session)
    return { guestSession: guest ? presentGuestSession(guest) : null }
  }

  async store({ request, response, session }: HttpContext) {
    const contact = requireEmailOrPhone(await request.validateUsing(guestSessionValidator))
    const guest = await startGuestSession(session, contact)
    const body: GuestSessionResponse = { guestSession: presentGuestSession(guest) }
    return response.created(body)
  }
}
