import type { HttpContext } from '@adonisjs/core/http'
import type { UploadImageResponse } from '@shoplocal/shared/types'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { readImagePart } from '#controllers/owner/image_part'
import { storeOwnerImage } from '#services/uploads/image_upload'

export default class UploadsController {
  /** The body is read only after the caller is known to be an owner. */
  async store(ctx: HttpContext): Promise<UploadImageResponse> {
    const actor = await ownerActorOf(ctx)
    const bytes = await readImagePart(ctx)
    const stored = await storeOwnerImage(actor, bytes)
    ctx.response.status(201)
    return stored
  }
}
