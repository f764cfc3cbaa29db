import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn, decimalColumn } from '#models/columns'
import Shop from '#models/shop'
import Review from '#models/review'
import Favorite from '#models/favorite'
import SpotlightRequest from '#models/spotlight_request'

export default class Product extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare shopId: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column(decimalColumn)
  declare price: number

  /** The lowest price of the 30 days before the current reduction began; null when the product is not reduced. */
  @column(decimalColumn)
  declare priorPrice: number | null

  @column.dateTime()
  declare reducedSince: DateTime | null

  @column()
  declare imageUrl: string | null

  @column(decimalColumn)
  declare rating: number

  @column()
  declare reviewCount: number

  @column(booleanColumn)
  declare isActive: boolean

  @column(booleanColumn)
  declare inStock: boolean

  /** Items in the shop, null when the owner does not count them; reservations hold `heldStock` of them. */
  @column()
  declare stock: number | null

  @column()
  declare heldStock: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Shop)
  declare shop: BelongsTo<typeof Shop>

  @hasMany(() => Review)
  declare reviews: HasMany<typeof Review>

  @hasMany(() => Favorite)
  declare favorites: HasMany<typeof Favorite>

  @hasMany(() => SpotlightRequest)
  declare spotlightRequests: HasMany<typeof SpotlightRequest>
}
