import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Shop from '#models/shop'

/** A reservation, loaded as a model only for the ownership check; its reads and changes go through services/reservations. */
export default class Reservation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare shopId: number

  @column()
  declare status: string

  @belongsTo(() => Shop)
  declare shop: BelongsTo<typeof Shop>
}
