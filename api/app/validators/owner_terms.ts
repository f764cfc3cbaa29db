import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { OWNER_TERMS_CHANGES_MAX_LENGTH, OWNER_TERMS_VERSION_PATTERN } from '@shoplocal/shared/constants'
import { OWNER_TERMS_MESSAGES as M } from '#messages/index'

/** POST /api/admin/terms. Whether the day is far enough ahead, and the version new, are the service's checks. */
export const publishTermsValidator = vine.create({
  version: vine.string().trim().regex(OWNER_TERMS_VERSION_PATTERN),
  changes: vine.string().trim().minLength(1).maxLength(OWNER_TERMS_CHANGES_MAX_LENGTH),
  effectiveOn: vine.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})
publishTermsValidator.messagesProvider = new SimpleMessagesProvider({
  'version.required': M.versionInvalid,
  'version.regex': M.versionInvalid,
  'changes.required': M.changesRequired,
  'changes.minLength': M.changesRequired,
  'effectiveOn.required': M.effectiveOnInvalid,
  'effectiveOn.regex': M.effectiveOnInvalid,
  'changes.maxLength': M.changesTooLong,
})
export type PublishTermsInput = Infer<typeof publishTermsValidator>
