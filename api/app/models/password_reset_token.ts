import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#models/columns'
import User from '#models/user'

export default class PasswordResetToken extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column({ serializeAs: null })
  declare token: string

  @column({ serializeAs: null })
  declare code: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column(booleanColumn)
  declare isUsed: boolean

  @column()
  declare attempts: number

  /** Set when a newer code voided this one (is_used is set too); null for a code that was used or is live. */
  @column.dateTime()
  declare replacedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
