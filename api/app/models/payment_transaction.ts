import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { PaymentLineItem, PaymentMethod, TransactionPaymentStatus, TransactionType } from '@shoplocal/shared/types'
import { decimalColumn, jsonColumn } from '#models/columns'
import Shop from '#models/shop'
import PaymentPlan from '#models/payment_plan'
import User from '#models/user'
import SpotlightRequest from '#models/spotlight_request'
import PaymentReceipt from '#models/payment_receipt'

export default class PaymentTransaction extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Null for the yearly listing subscription paid before the owner's first shop. */
  @column()
  declare shopId: number | null

  /** The owner who pays. */
  @column()
  declare userId: number | null

  @column()
  declare spotlightRequestId: number | null

  @column()
  declare paymentMethod: PaymentMethod

  /** What the amount pays for; amountPaid is their sum. */
  @column(jsonColumn)
  declare lineItems: PaymentLineItem[] | null

  @column.dateTime()
  declare proofUploadedAt: DateTime | null

  @column()
  declare planId: number | null

  @column()
  declare transactionType: TransactionType

  @column(decimalColumn)
  declare amountPaid: number

  @column()
  declare currency: string

  @column()
  declare paymentProofUrl: string | null

  @column()
  declare paymentReference: string | null

  @column()
  declare paymentStatus: TransactionPaymentStatus

  /** The name of the shop it was for, kept when an admin removed that shop (shopId is then null). */
  @column()
  declare removedShopName: string | null

  @column({ serializeAs: null })
  declare stripePaymentIntentId: string | null

  /** The Stripe invoice a subscription payment came from; unique, so one invoice pays once. */
  @column({ serializeAs: null })
  declare stripeInvoiceId: string | null

  @column()
  declare adminNotes: string | null

  @column()
  declare verifiedBy: number | null

  @column.dateTime()
  declare verifiedAt: DateTime | null

  @column()
  declare rejectionReason: string | null

  /** Money paid back on this invoice (a second card payment of an invoice already settled). */
  @column(decimalColumn)
  declare refundedAmount: number | null

  @column.dateTime()
  declare refundedAt: DateTime | null

  @column({ serializeAs: null })
  declare stripeRefundId: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Shop)
  declare shop: BelongsTo<typeof Shop>

  @belongsTo(() => PaymentPlan, { foreignKey: 'planId' })
  declare plan: BelongsTo<typeof PaymentPlan>

  @belongsTo(() => User, { foreignKey: 'userId' })
  declare payer: BelongsTo<typeof User>

  @belongsTo(() => SpotlightRequest)
  declare spotlightRequest: BelongsTo<typeof SpotlightRequest>

  @belongsTo(() => User, { foreignKey: 'verifiedBy' })
  declare verifier: BelongsTo<typeof User>

  /** Its receipt and credit note (`services/receipts/`). */
  @hasMany(() => PaymentReceipt)
  declare receipts: HasMany<typeof PaymentReceipt>
}
