import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Shop from '#models/shop'
import User from '#models/user'
import GuestSession from '#models/guest_session'

export default class ShopVisit extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare shopId: number

  @column()
  declare userId: number | null

  @column()
  declare guestSessionId: number | null

  @column()
  declare ipAddress: string | null

  /** An anonymous visitor's keyed hash of the day (services/catalogue/visitor_hash.ts). */
  @column()
  declare visitorHash: string | null

  @column()
  declare userAgent: string | null

  @column()
  declare referrer: string | null

  @column.dateTime()
  declare visitedAt: DateTime

  @column()
  declare year: number

  @column()
  declare month: number

  @column()
  declare week: number

  @column()
  declare day: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Shop)
  declare shop: BelongsTo<typeof Shop>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => GuestSession)
  declare guestSession: BelongsTo<typeof GuestSession>
}
