import type { HttpContext } from '@adonisjs/core/http'
import type { AdminOwnerTermsVersion, OwnerTermsState, OwnerTermsVersion } from '@shoplocal/shared/types'
import { OWNER_TERMS_MESSAGES as M } from '#messages/index'
import { signedInActorOf } from '#controllers/actor'
import { listOwnerTerms, ownerTermsState, publishOwnerTerms } from '#services/trust/owner_terms'
import { publishTermsValidator } from '#validators/owner_terms'

/** The shop owners' terms: the version in force and the next (public), and the console's versions. */
export default class OwnerTermsController {
  async show(): Promise<OwnerTermsState> {
    return ownerTermsState()
  }

  async index(): Promise<{ versions: AdminOwnerTermsVersion[] }> {
    return { versions: await listOwnerTerms() }
  }

  async store(ctx: HttpContext): Promise<{ message: string; version: OwnerTermsVersion }> {
    const input = await ctx.request.validateUsing(publishTermsValidator)
    const version = await publishOwnerTerms(signedInActorOf(ctx).user.id, input)
    ctx.response.status(201)
    return { message: M.published, version }
  }
}
