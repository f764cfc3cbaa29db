import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn, decimalColumn, jsonColumn } from '#models/columns'

export default class PaymentPlan extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare displayName: string

  @column(decimalColumn)
  declare price: number

  @column()
  declare currency: string

  /** Days the plan runs. */
  @column()
  declare duration: number

  @column()
  declare maxProducts: number

  @column()
  declare description: string | null

  @column(jsonColumn)
  declare features: string[] | null

  @column()
  declare badge: string | null

  @column()
  declare note: string | null

  @column(decimalColumn)
  declare monthlyEquivalent: number | null

  /** Percent saved against monthly billing. */
  @column()
  declare savings: number | null

  @column(booleanColumn)
  declare isPopular: boolean

  @column(jsonColumn)
  declare multiMonthPricing: Record<string, number> | null

  @column(booleanColumn)
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
