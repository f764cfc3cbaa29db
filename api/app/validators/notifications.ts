import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { NOTIFICATION_KINDS } from '@shoplocal/shared/constants'
import { NOTIFICATION_MESSAGES as M } from '#messages/index'

/* Query strings and bodies of the notification calls (the bell, the preferences, the unsubscribe link). */

export const notificationListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  unread: vine.boolean().optional(),
})
export type NotificationListInput = Infer<typeof notificationListValidator>

export const preferencesValidator = vine.create({
  preferences: vine
    .array(vine.object({ kind: vine.enum(NOTIFICATION_KINDS), mail: vine.boolean() }))
    .maxLength(NOTIFICATION_KINDS.length * 2),
})
preferencesValidator.messagesProvider = new SimpleMessagesProvider({
  'preferences.*.kind': M.unknownKind,
  'preferences.*.kind.enum': M.unknownKind,
  'preferences.*.kind.required': M.unknownKind,
  preferences: M.preferencesRequired,
  'preferences.*.mail': M.preferencesRequired,
})
export type PreferencesInput = Infer<typeof preferencesValidator>

export const unsubscribeValidator = vine.create({ token: vine.string().trim().maxLength(300) })
