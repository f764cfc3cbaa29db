import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Shop from '#models/shop'
import Product from '#models/product'
import User from '#models/user'
import GuestSession from '#models/guest_session'

export default class Review extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare shopId: number | null

  @column()
  declare productId: number | null

  @column()
  declare userId: number | null

  @column()
  declare guestSessionId: number | null

  @column()
  declare rating: number

  @column()
  declare comment: string | null

  @column()
  declare reviewerName: string | null

  @column({ serializeAs: null })
  declare reviewerEmail: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Shop)
  declare shop: BelongsTo<typeof Shop>

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => GuestSession)
  declare guestSession: BelongsTo<typeof GuestSession>
}
