/*
 * The one indexer: each kind's mapper, one line a field, names its columns and whether search words find it;
 * the columns read (embedded_backend.ts), SEARCHED_FIELDS and the document types follow. A users column must also
 * be watched by the change triggers (database/user_change_triggers.ts). tests/unit/search/indexed_fields.test.ts
 * checks both, and that whatever a mapper fills is in the fingerprint, the one "unchanged?" check.
 */
import { hash } from 'node:crypto'
import type { ShopClosure } from '@shoplocal/shared/types'
import { fromSqlDateTime, isoDate, type Row } from '#helpers/sql_values'
import { openingHoursRows } from '#services/catalogue/serializers'

interface Field<T> {
  columns: string[]
  read: (row: Row) => T
  searched: boolean
}
type Mapper = Record<string, Field<unknown>>
type DocumentOf<M extends Mapper> = { [K in keyof M]: M[K] extends Field<infer T> ? T : never }

const bare = (column: string) => column.replace(/^\w+\./, '')
const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
const epochMs = (value: unknown) => (value === null || value === undefined ? null : fromSqlDateTime(value as Date | string).getTime())

const field = <T>(column: string, convert: (value: unknown) => T): Field<T> => ({
  columns: [column],
  read: (row) => convert(row[bare(column)]),
  searched: false,
})
const searched = <T>(of: Field<T>): Field<T> => ({ ...of, searched: true })
/** A text field search words find ('' for none). */
const words = (column: string) => searched(field(column, (value) => text(value) ?? ''))

const SHOP_MAPPER = {
  id: field('s.id', Number),
  name: words('s.name'),
  description: words('s.description'),
  location: words('s.location'),
  categoryId: field('s.category_id', (value) => (value === null ? null : Number(value))),
  rating: field('s.rating', Number),
  /** When admin staff approved the shop (epoch ms): the New Shop Bonus runs from here. */
  approvedAt: field('s.approved_at', epochMs),
  /** What "Open now" reads: weekly hours, the owner's switch and closures not ended when read (none: never open now). */
  calendar: {
    columns: ['s.opening_hours', 's.temporarily_closed'],
    read: (row: Row) => ({
      openingHours: openingHoursRows(row.opening_hours),
      temporarilyClosed: Boolean(Number(row.temporarily_closed ?? 0)),
      closures: ((row.closures ?? []) as ShopClosure[]).map(({ startsOn, endsOn }) => ({ startsOn, endsOn })),
    }),
    searched: false,
  },
}

const PRODUCT_MAPPER = {
  id: field('p.id', Number),
  shopId: field('p.shop_id', Number),
  name: words('p.name'),
  description: words('p.description'),
  rating: field('p.rating', Number),
}

const USER_MAPPER = {
  id: field('id', Number),
  firstName: searched(field('first_name', text)),
  lastName: searched(field('last_name', text)),
  email: searched(field('email', text)),
  phone: searched(field('phone', text)),
  role: field('role', String),
  isAdmin: field('is_admin', (value) => Boolean(Number(value))),
  banned: field('banned', (value) => Boolean(Number(value))),
  /** Milliseconds since the epoch. */
  createdAt: field('created_at', (value) => Date.parse(isoDate(value as Date | string))),
}

type Mapped = DocumentOf<typeof SHOP_MAPPER>
/** Test documents may leave out the bonus and the calendar. */
export type ShopDocument = Omit<Mapped, 'approvedAt' | 'calendar'> & Partial<Pick<Mapped, 'approvedAt' | 'calendar'>>
export type ProductDocument = DocumentOf<typeof PRODUCT_MAPPER>
export type UserDocument = DocumentOf<typeof USER_MAPPER>

export const MAPPERS = { shops: SHOP_MAPPER, products: PRODUCT_MAPPER, users: USER_MAPPER }

const columnsOf = (mapper: Mapper) => [...new Set(Object.values(mapper).flatMap((of) => of.columns))]
const searchedOf = <M extends Mapper>(mapper: M) => Object.keys(mapper).filter((key) => mapper[key].searched) as (keyof M & string)[]

/** A row as its kind's document (a shop's row carries its closures). */
export const toDocument = <M extends Mapper>(mapper: M, row: Row) =>
  Object.fromEntries(Object.entries(mapper).map(([key, of]) => [key, of.read(row)])) as DocumentOf<M>

export const COLUMNS = { shops: columnsOf(SHOP_MAPPER), products: columnsOf(PRODUCT_MAPPER), users: columnsOf(USER_MAPPER) }

/** The text fields each kind is searched by (products are also found by their shop's name and description). */
export const SEARCHED_FIELDS = {
  shops: searchedOf(SHOP_MAPPER),
  products: searchedOf(PRODUCT_MAPPER),
  users: searchedOf(USER_MAPPER),
}

/** The shop fields a product search's shop words are found in. */
export const SHOP_WORD_FIELDS = ['name', 'description'] as const

/** The document's JSON hashed (48 bits: two collide about once in 2^48): a put with an unchanged fingerprint alters nothing. */
export const fingerprint = (doc: ShopDocument | ProductDocument): number => hash('sha1', JSON.stringify(doc), 'buffer').readUIntBE(0, 6)
