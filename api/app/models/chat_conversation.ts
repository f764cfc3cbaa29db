import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Shop from '#models/shop'
import User from '#models/user'
import GuestSession from '#models/guest_session'
import ChatMessage from '#models/chat_message'

export default class ChatConversation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare shopId: number

  @column()
  declare customerUserId: number | null

  @column()
  declare guestSessionId: number | null

  /** The customer message the shop's owner was last mailed about as unanswered. */
  @column()
  declare ownerRemindedMessageId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Shop)
  declare shop: BelongsTo<typeof Shop>

  @belongsTo(() => User, { foreignKey: 'customerUserId' })
  declare customer: BelongsTo<typeof User>

  @belongsTo(() => GuestSession)
  declare guestSession: BelongsTo<typeof GuestSession>

  @hasMany(() => ChatMessage, { foreignKey: 'conversationId' })
  declare messages: HasMany<typeof ChatMessage>
}
