import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/** The desktop console's sign-in form. */
export const adminTokenValidator = vine.create({
  email: vine.string().trim().email().maxLength(100),
  password: vine.string().minLength(1).maxLength(200),
})
export type AdminTokenInput = Infer<typeof adminTokenValidator>
