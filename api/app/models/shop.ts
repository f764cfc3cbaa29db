import { DateTime } from 'luxon'
import { BaseModel, beforeFetch, beforeFind, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { ShopPaymentStatus, ShopStatus } from '@shoplocal/shared/types'
import { booleanColumn, decimalColumn, jsonColumn } from '#models/columns'
import User from '#models/user'
import Category from '#models/category'
import Product from '#models/product'
import Review from '#models/review'
import ShopVisit from '#models/shop_visit'
import Message from '#models/message'
import PaymentTransaction from '#models/payment_transaction'
import SpotlightRequest from '#models/spotlight_request'

export interface OpeningHoursRow {
  day: string
  opens: string | null
  closes: string | null
}

export default class Shop extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ownerId: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare location: string

  @column()
  declare address: string | null

  @column()
  declare phone: string | null

  @column()
  declare email: string | null

  @column()
  declare website: string | null

  @column()
  declare categoryId: number | null

  @column()
  declare status: ShopStatus

  @column(booleanColumn)
  declare isApproved: boolean

  @column(booleanColumn)
  declare isActive: boolean

  @column()
  declare viewCount: number

  @column(decimalColumn)
  declare rating: number

  @column()
  declare reviewCount: number

  @column()
  declare profileImageUrl: string | null

  @column(jsonColumn)
  declare openingHours: OpeningHoursRow[] | null

  @column()
  declare rejectionReason: string | null

  @column()
  declare paymentStatus: ShopPaymentStatus

  @column()
  declare currentPlan: string

  @column.dateTime()
  declare planStartDate: DateTime | null

  @column.dateTime()
  declare planEndDate: DateTime | null

  @column.dateTime()
  declare lastPaymentDate: DateTime | null

  @column.dateTime()
  declare nextPaymentDue: DateTime | null

  @column(booleanColumn)
  declare registrationFeePaid: boolean

  @column.dateTime()
  declare freeTrialStartDate: DateTime | null

  @column.dateTime()
  declare freeTrialEndDate: DateTime | null

  @column()
  declare maxProducts: number

  /** The starter plan's extra products, paid monthly with the plan. */
  @column(booleanColumn)
  declare starterAddon: boolean

  /** When admin staff approved the shop: the New Shop Bonus runs from here. */
  @column.dateTime()
  declare approvedAt: DateTime | null

  /** Hidden after the deadline because the owner's trader details were not complete; cleared when they are. */
  @column.dateTime()
  declare traderHiddenAt: DateTime | null

  @column.dateTime()
  declare gracePeriodUntil: DateTime | null

  @column.dateTime()
  declare gracePeriodStarted: DateTime | null

  @column(booleanColumn)
  declare reactivationFeeRequired: boolean

  @column()
  declare creditsLost: number

  @column()
  declare paymentProofUrl: string | null

  @column()
  declare paymentReference: string | null

  /**
   * Set when admin staff removed the shop by a decision. A removed shop is kept only so that a successful appeal
   * can put it back: every model read leaves it out (below), as every public read does (`wherePublicShop`).
   */
  @column.dateTime()
  declare removedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @beforeFind()
  @beforeFetch()
  static leaveOutRemoved(query: ModelQueryBuilderContract<typeof Shop>) {
    query.whereNull('shops.removed_at')
  }

  @belongsTo(() => User, { foreignKey: 'ownerId' })
  declare owner: BelongsTo<typeof User>

  @belongsTo(() => Category)
  declare category: BelongsTo<typeof Category>

  @hasMany(() => Product)
  declare products: HasMany<typeof Product>

  @hasMany(() => Review)
  declare reviews: HasMany<typeof Review>

  @hasMany(() => ShopVisit)
  declare visits: HasMany<typeof ShopVisit>

  @hasMany(() => Message)
  declare messages: HasMany<typeof Message>

  @hasMany(() => PaymentTransaction)
  declare transactions: HasMany<typeof PaymentTransaction>

  @hasMany(() => SpotlightRequest)
  declare spotlightRequests: HasMany<typeof SpotlightRequest>
}
