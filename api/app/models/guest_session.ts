import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#models/columns'

export default class GuestSession extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string | null

  @column()
  declare phone: string | null

  /** The name the guest confirmed with a review's code; every review of the session shows it. */
  @column()
  declare name: string | null

  @column(jsonColumn)
  declare data: Record<string, unknown> | null

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** When the guest proved their e-mail or phone with a code (reserving needs it); null until then. */
  @column.dateTime()
  declare confirmedAt: DateTime | null

  /** A guest session is active while expiresAt is in the future; an expired one is kept for the records but ignored. */
  get isActive(): boolean {
    return this.expiresAt.toMillis() > Date.now()
  }
}
