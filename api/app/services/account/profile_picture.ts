import drive from '@adonisjs/drive/services/main'
import type { SignedInActor } from '#services/actor'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { deleteUnusedImages } from '#services/uploads/image_cleanup'
import { storeOwnerImage } from '#services/uploads/image_upload'
import { keyFromUrl, ownerFolder } from '#services/uploads/upload_paths'
import { accountErrors } from '#services/account/account_errors'

/*
 * The person's profile picture (users.profile_image_url). It goes through the
 * same upload pipeline as shop and product pictures (checked by its bytes,
 * resized, stripped of metadata, stored in the person's own folder), so only
 * /uploads/owners/<their id>/… addresses are ever stored: a picture elsewhere
 * on the web would tell that site who opens the page.
 */

async function usePicture(actor: SignedInActor, url: string | null) {
  const user = actor.user
  const previous = user.profileImageUrl
  user.merge({ profileImageUrl: url })
  await user.save()
  await recordAudit({
    userId: user.id,
    action: AUDIT_ACTIONS.pictureChanged,
    success: true,
    client: actor,
    details: { removed: url === null },
  })
  if (previous && previous !== url) await deleteUnusedImages(user.id, [previous])
  return user
}

/** POST /api/account/picture: uploads and uses a new picture in one call. */
export async function uploadProfilePicture(actor: SignedInActor, bytes: Buffer) {
  const stored = await storeOwnerImage(actor, bytes)
  return usePicture(actor, stored.imageUrl)
}

/** PUT /api/account/picture: one of the person's own uploads (an owner may reuse a shop picture). */
export async function chooseProfilePicture(actor: SignedInActor, url: string) {
  const key = keyFromUrl(url)
  const own = key?.startsWith(`${ownerFolder(actor.user.id)}/`) && key.endsWith('.webp')
  if (!key || !own || !(await drive.use().exists(key))) throw accountErrors.pictureNotUploaded()
  return usePicture(actor, url)
}

export function removeProfilePicture(actor: SignedInActor) {
  return usePicture(actor, null)
}
