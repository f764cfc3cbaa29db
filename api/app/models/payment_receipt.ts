import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { PaymentLineItem, PaymentMethod } from '@shoplocal/shared/types'
import { decimalColumn, jsonColumn } from '#models/columns'
import PaymentTransaction from '#models/payment_transaction'

export type ReceiptKind = 'receipt' | 'credit_note'

/** What a receipt or credit note says, written once when it is issued (never read from settings again). */
export interface ReceiptDetails {
  seller: { name: string; address: string; vatNumber: string }
  /** Address and VAT number: the owner's billing details when they gave them (absent on older receipts). */
  buyer: { name: string; email: string | null; shopName: string | null; address?: string | null; vatNumber?: string | null }
  lines: Pick<PaymentLineItem, 'description' | 'amount'>[]
  /** Percent, e.g. 23. */
  vatRate: number
  net: number
  vat: number
  total: number
  currency: string
  method: PaymentMethod
  reference: string | null
  /** A credit note's receipt number and why the money went back. */
  refersTo: string | null
  reason: string | null
}

export default class PaymentReceipt extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare paymentTransactionId: number

  @column()
  declare kind: ReceiptKind

  @column()
  declare year: number

  @column()
  declare sequence: number

  /** `SL-2026-000123`, `SL-CN-2026-000001`. */
  @column()
  declare number: string

  @column()
  declare receiptId: number | null

  @column(decimalColumn)
  declare total: number

  @column(jsonColumn)
  declare details: ReceiptDetails

  /** The rendered PDF on the drive disk; null until first needed. */
  @column({ serializeAs: null })
  declare fileKey: string | null

  @column.dateTime()
  declare issuedAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => PaymentTransaction)
  declare paymentTransaction: BelongsTo<typeof PaymentTransaction>
}
