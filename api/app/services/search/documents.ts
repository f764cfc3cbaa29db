/*
 * The one indexer: what a searchable row becomes in the index (the rows are
 * read, under the catalogue's visibility rule, by document_reads.ts). Place
 * names, town points and the New Shop Bonus are applied by the engine from
 * these fields. Adding a searchable field is its column and one line in a
 * mapper, and its name in SEARCHED_FIELDS; a users column must also be
 * watched by the users' change triggers (database/user_change_triggers.ts),
 * which a unit test checks against USER_COLUMNS.
 */
import type { ShopCalendar } from '@shoplocal/shared/rules'
import type { ShopClosure } from '@shoplocal/shared/types'
import { fromSqlDateTime, isoDate, type Row } from '#helpers/sql_values'
import { openingHoursRows } from '#services/catalogue/serializers'

export interface ShopDocument {
  id: number
  name: string
  description: string
  location: string
  categoryId: number | null
  rating: number
  /** When admin staff approved the shop (epoch ms): the New Shop Bonus runs from here. */
  approvedAt?: number | null
  /** What "Open now" reads: weekly hours, the owner's switch and closures not ended when read (none: never open now). */
  calendar?: ShopCalendar
}

export interface ProductDocument {
  id: number
  shopId: number
  name: string
  description: string
  rating: number
}

export interface UserDocument {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  phone: string | null
  role: string
  isAdmin: boolean
  banned: boolean
  /** Milliseconds since the epoch. */
  createdAt: number
}

/** The text fields each kind is searched by (products are also found by their shop's name and description). */
export const SEARCHED_FIELDS = {
  shops: ['name', 'description', 'location'],
  products: ['name', 'description'],
  users: ['firstName', 'lastName', 'email', 'phone'],
} as const

/** The shop fields a product search's shop words are found in. */
export const SHOP_WORD_FIELDS = ['name', 'description'] as const

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
const epochMs = (value: unknown) => (value === null || value === undefined ? null : fromSqlDateTime(value as Date | string).getTime())

export const SHOP_COLUMNS = [
  's.id',
  's.name',
  's.description',
  's.location',
  's.category_id',
  's.rating',
  's.approved_at',
  's.opening_hours',
  's.temporarily_closed',
]
export const toShopDocument = (row: Row, closures: ShopClosure[] = []): ShopDocument => ({
  id: Number(row.id),
  name: String(row.name),
  description: text(row.description) ?? '',
  location: String(row.location),
  categoryId: row.category_id === null ? null : Number(row.category_id),
  rating: Number(row.rating),
  approvedAt: epochMs(row.approved_at),
  calendar: {
    openingHours: openingHoursRows(row.opening_hours),
    temporarilyClosed: Boolean(Number(row.temporarily_closed ?? 0)),
    closures: closures.map(({ startsOn, endsOn }) => ({ startsOn, endsOn })),
  },
})

export const PRODUCT_COLUMNS = ['p.id', 'p.shop_id', 'p.name', 'p.description', 'p.rating']
export const toProductDocument = (row: Row): ProductDocument => ({
  id: Number(row.id),
  shopId: Number(row.shop_id),
  name: String(row.name),
  description: text(row.description) ?? '',
  rating: Number(row.rating),
})

/** The users columns the index reads; every one but the id must be watched by the change triggers. */
export const USER_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'phone', 'role', 'is_admin', 'banned', 'created_at']

/** A users row's names, contacts, role and suspension, as the index and the admin list both show them. */
export function userFields(row: Row) {
  return {
    id: Number(row.id),
    firstName: text(row.first_name),
    lastName: text(row.last_name),
    email: text(row.email),
    phone: text(row.phone),
    role: String(row.role),
    banned: Boolean(Number(row.banned)),
  }
}

export const toUserDocument = (row: Row): UserDocument => ({
  ...userFields(row),
  isAdmin: Boolean(Number(row.is_admin)),
  createdAt: Date.parse(isoDate(row.created_at)),
})
