import db from '@adonisjs/lucid/services/db'
import type { SignedInActor } from '#services/actor'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import type { Row } from '#helpers/sql_values'
import { ownerFolder, urlOfKey } from '#services/uploads/upload_paths'
import { likeSql, prefixPattern } from '#services/like'
import { SECTIONS, type Section } from '#services/account/data_export_sections'

/*
 * "Download my data": one JSON document with everything the site holds about
 * the account, written a chunk of rows at a time so an owner with thousands
 * of products and messages never sits in memory whole. What other people
 * wrote to the account's shops is included without their names or contact
 * details: those are someone else's data. Each section and what it names
 * beside its ids is declared in data_export_sections.ts.
 */
const CHUNK = 500

/** The account's own columns: everything but secrets (the password hash, the second-factor secret) and payment-provider ids. */
const PROFILE_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'city',
  'role',
  'contact_method',
  'profile_image_url',
  'is_email_verified',
  'is_phone_verified',
  'referral_code',
  'last_login_at',
  'last_login_ip',
  'password_changed_at',
  'created_at',
  'updated_at',
]

/** Text a column keeps JSON in, given out as the JSON value itself (a string that is not JSON stays as it is). */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** A section's rows in id order, CHUNK at a time, so memory holds one chunk whatever the account's size. */
async function* sectionRows(section: Section, userId: number): AsyncGenerator<Row[]> {
  const own = (column: string) => (column.includes('.') ? column : `${section.table}.${column}`)
  let afterId = 0
  for (;;) {
    const query = db.from(section.table)
    section.scope(query, userId)
    const columns = section.columns[0] === '*' ? [`${section.table}.*`] : section.columns.map(own)
    for (const join of section.names ?? []) {
      query.leftJoin(`${join.table} as ${join.alias}`, `${join.alias}.id`, own(join.on))
      columns.push(...Object.entries(join.select).map(([column, as]) => `${join.alias}.${column} as ${as}`))
    }
    const rows: Row[] = await query
      .select(columns)
      .where(`${section.table}.id`, '>', afterId)
      .orderBy(`${section.table}.id`, 'asc')
      .limit(CHUNK)
    if (rows.length === 0) return
    for (const row of rows) for (const column of section.json ?? []) row[column] = parsedJson(row[column])
    yield rows
    if (rows.length < CHUNK) return
    afterId = Number(rows[rows.length - 1].id)
  }
}

export interface ExportedPicture {
  kind: 'profile' | 'shop' | 'product'
  /** The shop's or product's id; the account's own for its profile picture. */
  id: number
  url: string
}

/** Where the account's own uploads are kept: seeded pictures or addresses elsewhere are not the person's data. */
const ownUploads = (userId: number) => prefixPattern(`${urlOfKey(ownerFolder(userId))}/`)

/**
 * The pictures the person uploaded that the account, its shops and products show, CHUNK at a time. An
 * address is listed once per place that shows it.
 */
export async function* ownPictures(userId: number): AsyncGenerator<ExportedPicture[]> {
  const prefix = ownUploads(userId)
  const profile = await db
    .from('users')
    .where('id', userId)
    .whereRaw(likeSql('profile_image_url'), [prefix])
    .select('profile_image_url')
    .first()
  if (profile) yield [{ kind: 'profile', id: userId, url: String(profile.profile_image_url) }]
  const places = [
    { kind: 'shop' as const, section: { name: 'shops', table: 'shops', columns: ['id', 'profile_image_url'], scope: SECTIONS[0].scope } },
    { kind: 'product' as const, section: { name: 'products', table: 'products', columns: ['id', 'image_url'], scope: SECTIONS[1].scope } },
  ]
  for (const { kind, section } of places) {
    const column = section.columns[1]
    const scope = section.scope
    const narrowed: Section = {
      ...section,
      scope: (query, id) => {
        query.whereRaw(likeSql(`${section.table}.${column}`), [prefix])
        scope(query, id)
      },
    }
    for await (const rows of sectionRows(narrowed, userId))
      yield rows.map((row) => ({ kind, id: Number(row.id), url: String(row[column]) }))
  }
}

/**
 * The document as text pieces: the account, then each section as an array written chunk by chunk, then
 * the list of the person's uploaded pictures (their files come in the zip form of the download).
 */
export async function* exportDocument(actor: SignedInActor, format: 'json' | 'zip' = 'json'): AsyncGenerator<string> {
  const userId = actor.user.id
  await recordAudit({ userId, action: AUDIT_ACTIONS.dataExported, success: true, client: actor, details: { format } })
  const profile = await db.from('users').select(PROFILE_COLUMNS).where('id', userId).first()
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())},"account":${JSON.stringify(profile)}`
  for (const section of SECTIONS) {
    yield `,${JSON.stringify(section.name)}:[`
    let first = true
    for await (const rows of sectionRows(section, userId)) {
      const text = rows.map((row) => JSON.stringify(section.present ? section.present(row) : row)).join(',')
      yield first ? text : `,${text}`
      first = false
    }
    yield ']'
  }
  yield ',"pictures":['
  let first = true
  for await (const pictures of ownPictures(userId)) {
    const text = pictures.map((picture) => JSON.stringify(picture)).join(',')
    yield first ? text : `,${text}`
    first = false
  }
  yield ']}\n'
}
