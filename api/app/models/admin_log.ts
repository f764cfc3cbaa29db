import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#models/columns'
import User from '#models/user'

export default class AdminLog extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare adminId: number | null

  @column()
  declare action: string

  @column()
  declare targetType: string

  @column()
  declare targetId: number | null

  @column()
  declare targetName: string | null

  @column(jsonColumn)
  declare details: { reason?: string } & Record<string, unknown>

  @column()
  declare ipAddress: string | null

  @column()
  declare userAgent: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'adminId' })
  declare admin: BelongsTo<typeof User>
}
