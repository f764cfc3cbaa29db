import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#models/columns'
import Shop from '#models/shop'
import User from '#models/user'

/** A contact message sent to a shop from its page. */
export default class Message extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare shopId: number

  @column()
  declare senderName: string | null

  @column()
  declare senderPhone: string | null

  @column()
  declare senderEmail: string | null

  @column()
  declare customerUserId: number | null

  @column()
  declare content: string

  @column(booleanColumn)
  declare isRead: boolean

  @column(booleanColumn)
  declare emailSent: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Shop)
  declare shop: BelongsTo<typeof Shop>

  @belongsTo(() => User, { foreignKey: 'customerUserId' })
  declare customer: BelongsTo<typeof User>
}
