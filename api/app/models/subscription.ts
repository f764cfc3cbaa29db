import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { decimalColumn } from '#models/columns'
import User from '#models/user'
import Shop from '#models/shop'

export default class Subscription extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare shopId: number | null

  @column()
  declare stripeSubscriptionId: string | null

  @column()
  declare stripePaymentIntentId: string | null

  @column()
  declare status: string

  @column(decimalColumn)
  declare amount: number | null

  @column()
  declare currency: string

  /** Unix seconds of the newest Stripe event applied; an older event arriving late is ignored. */
  @column({ consume: (value: unknown) => (value === null || value === undefined ? null : Number(value)) })
  declare lastEventAt: number | null

  @column.dateTime()
  declare startDate: DateTime | null

  @column.dateTime()
  declare endDate: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Shop)
  declare shop: BelongsTo<typeof Shop>
}
