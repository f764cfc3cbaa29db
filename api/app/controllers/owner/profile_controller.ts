import type { HttpContext } from '@adonisjs/core/http'
import type { OwnerProfile } from '@shoplocal/shared/types'
import { requireUser } from '#controllers/web_session'
import { ownerProfile } from '#services/owner/owner_profile'

export default class ProfileController {
  async show(ctx: HttpContext): Promise<OwnerProfile> {
    const owner = await requireUser(ctx)
    await ctx.bouncer.with('OwnerPolicy').authorize('usePortal')
    return ownerProfile(owner)
  }
}
