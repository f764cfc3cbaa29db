import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { codeMessages, fields } from '#validators/auth'

/** The desktop console's sign-in form. */
export const adminTokenValidator = vine.create({
  email: vine.string().trim().email().maxLength(100),
  password: vine.string().minLength(1).maxLength(200),
})
export type AdminTokenInput = Infer<typeof adminTokenValidator>

/** The console's sign-in with a code mailed by POST /api/auth/sign-in-code: the way in failed passwords cannot close. */
export const adminCodeTokenValidator = vine.create({ email: fields.email(), code: fields.code() })
adminCodeTokenValidator.messagesProvider = new SimpleMessagesProvider(codeMessages)
export type AdminCodeTokenInput = Infer<typeof adminCodeTokenValidator>
