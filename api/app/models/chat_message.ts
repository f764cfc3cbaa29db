import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ChatSenderType } from '@shoplocal/shared/types'
import { booleanColumn } from '#models/columns'
import ChatConversation from '#models/chat_conversation'

export default class ChatMessage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare conversationId: number

  @column()
  declare senderType: ChatSenderType

  /** A user id, or "guest_<id>" for a guest sender. */
  @column()
  declare senderId: string

  @column()
  declare message: string

  @column(booleanColumn)
  declare isRead: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => ChatConversation, { foreignKey: 'conversationId' })
  declare conversation: BelongsTo<typeof ChatConversation>
}
