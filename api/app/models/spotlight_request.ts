import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { SpotlightStatus } from '@shoplocal/shared/types'
import { decimalColumn, jsonColumn } from '#models/columns'
import Product from '#models/product'
import Shop from '#models/shop'
import User from '#models/user'

export default class SpotlightRequest extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare productId: number

  @column()
  declare shopId: number

  @column()
  declare shopOwnerId: number

  @column()
  declare durationMonths: number

  @column(decimalColumn)
  declare monthlyFee: number

  @column(decimalColumn)
  declare totalAmount: number

  @column(jsonColumn)
  declare images: string[]

  @column()
  declare status: SpotlightStatus

  @column()
  declare priority: number

  @column()
  declare approvedBy: number | null

  @column.dateTime()
  declare approvedAt: DateTime | null

  @column()
  declare rejectedBy: number | null

  @column.dateTime()
  declare rejectedAt: DateTime | null

  @column()
  declare rejectionReason: string | null

  /** When the money for the request arrived (card event or verified bank transfer). */
  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime()
  declare startDate: DateTime | null

  @column.dateTime()
  declare endDate: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  @belongsTo(() => Shop)
  declare shop: BelongsTo<typeof Shop>

  @belongsTo(() => User, { foreignKey: 'shopOwnerId' })
  declare shopOwner: BelongsTo<typeof User>
}
