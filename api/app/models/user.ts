import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import type { ContactMethod, Role } from '@shoplocal/shared/types'
import { booleanColumn } from '#models/columns'
import { IdleExpiringTokensProvider } from '#models/idle_expiring_tokens_provider'
import Shop from '#models/shop'
import Favorite from '#models/favorite'
import Review from '#models/review'
import LoginSession from '#models/login_session'
import AuditLog from '#models/audit_log'
import ChatConversation from '#models/chat_conversation'

const AuthFinder = withAuthFinder(() => hash.use(), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  /** The desktop console's admin tokens: 12 hours at most, and less when left unused (app/models/idle_expiring_tokens_provider.ts). */
  static accessTokens = new IdleExpiringTokensProvider({
    tokenableModel: User,
    prefix: 'slt_',
    type: 'desktop_admin',
    expiresIn: '12 hours',
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string | null

  @column()
  declare firstName: string | null

  @column()
  declare lastName: string | null

  @column()
  declare profileImageUrl: string | null

  @column()
  declare role: Role

  @column()
  declare phone: string | null

  @column()
  declare city: string | null

  /** Printed on receipts as the buyer's, when the owner gave them (billing details). */
  @column()
  declare billingAddress: string | null

  @column()
  declare vatNumber: string | null

  @column()
  declare contactMethod: ContactMethod

  @column({ serializeAs: null })
  declare password: string | null

  @column(booleanColumn)
  declare isEmailVerified: boolean

  @column(booleanColumn)
  declare isPhoneVerified: boolean

  @column(booleanColumn)
  declare banned: boolean

  @column({ serializeAs: null })
  declare stripeCustomerId: string | null

  @column({ serializeAs: null })
  declare stripeSubscriptionId: string | null

  @column(booleanColumn)
  declare isAdmin: boolean

  /** Given to other owners at sign-up; shops they open count towards waiving this owner's registration fee. */
  @column()
  declare referralCode: string | null

  @column()
  declare referredById: number | null

  @column({ serializeAs: null })
  declare failedLoginAttempts: number

  @column.dateTime({ serializeAs: null })
  declare accountLockedUntil: DateTime | null

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  @column({ serializeAs: null })
  declare lastLoginIp: string | null

  @column.dateTime({ serializeAs: null })
  declare passwordChangedAt: DateTime | null

  @column({ serializeAs: null })
  declare twoFactorSecret: string | null

  @column({ ...booleanColumn, serializeAs: null })
  declare twoFactorEnabled: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => Shop, { foreignKey: 'ownerId' })
  declare shops: HasMany<typeof Shop>

  @hasMany(() => Favorite)
  declare favorites: HasMany<typeof Favorite>

  @hasMany(() => Review)
  declare reviews: HasMany<typeof Review>

  @hasMany(() => LoginSession)
  declare loginSessions: HasMany<typeof LoginSession>

  @hasMany(() => AuditLog)
  declare auditLogs: HasMany<typeof AuditLog>

  @hasMany(() => ChatConversation, { foreignKey: 'customerUserId' })
  declare conversations: HasMany<typeof ChatConversation>

  /** Admin rights come from the admin role or from the flag on any account (a shop owner can also be an admin). */
  get hasAdminRights(): boolean {
    return this.role === 'admin' || this.isAdmin
  }
}
