/*
 * The admin users search in SQL: which users match a search, a role and a
 * status, in which order, and how many, read from the users table itself, so
 * a write is seen by the next search in every process with no feed to follow.
 *
 * A search word must start the first name, last name, e-mail or phone, or
 * equal the id; each is a prefix LIKE that can use that column's index. MySQL
 * and MariaDB fold case and accents in the column's collation; SQLite folds
 * only ASCII case, so there both sides are read through fold_text, which
 * config/database.ts gives each SQLite connection.
 */
import db from '@adonisjs/lucid/services/db'
import type { ChainableContract, DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { foldText } from '#helpers/text_folding'
import type { Row } from '#helpers/sql_values'
import { likeSql, prefixPattern } from '#services/like'
import { USER_SORT_COLUMNS } from '#services/admin/sort_columns'
import type { SearchAnswer, SearchWindow } from '#services/search/search_backend'
import type { UserQuery, SearchTerm } from '#services/search/users_engine'

/** The columns a search word may start (each has an index). */
const MATCHED_COLUMNS = ['first_name', 'last_name', 'email', 'phone']

/*
 * With a search, MySQL tends to walk a sort-order index and test every row it
 * passes (0.2 s on 100,000 users); merging the four prefix indexes first and
 * sorting the few thousand matches is ten times quicker. The hint only steers
 * index choice for ORDER BY, and only the MySQL family understands it.
 */
const SORT_INDEXES = [
  'PRIMARY',
  'users_created_at_index',
  'users_first_name_index',
  'users_last_name_index',
  'users_email_index',
  'users_role_last_name_index',
  'users_role_first_name_index',
  'users_role_created_at_index',
].join(', ')

/**
 * Keeps the users every word matches (a phone number's forms: any of them).
 * Also the shop-owners list's search, so both read a search alike.
 */
export function whereUsersMatch(query: ChainableContract & { client: QueryClientContract }, terms: SearchTerm[]) {
  if (terms.length === 0) return
  const mysql = query.client.dialect.name === 'mysql'
  if (mysql) query.knexQuery.from(query.client.knexRawQuery(`users ignore index for order by (${SORT_INDEXES})`))
  const like = (name: string) => (mysql ? likeSql(name) : likeSql(`fold_text(${name})`))
  for (const term of terms) {
    query.where((match) => {
      for (const form of typeof term === 'string' ? [term] : term) {
        const pattern = prefixPattern(mysql ? form : foldText(form))
        for (const name of MATCHED_COLUMNS) match.orWhereRaw(like(name), [pattern])
        if (/^\d+$/.test(form)) match.orWhere('id', Number(form))
      }
    })
  }
}

function matchingUsers(filter: UserQuery): DatabaseQueryBuilderContract<Row> {
  const query = db.query<Row>().from('users')
  whereUsersMatch(query, filter.terms)
  if (filter.role === 'admin') query.where((admins) => admins.where('role', 'admin').orWhere('is_admin', true))
  else if (filter.role) query.where('role', filter.role)
  if (filter.banned !== undefined) query.where('banned', filter.banned)
  return query
}

/**
 * The window's ids in page order (the sort, then the id in the same
 * direction) and the number of matches, counted in the same query.
 */
export async function searchUsersInSql(filter: UserQuery, window: SearchWindow): Promise<SearchAnswer> {
  const order = filter.descending ? 'desc' : 'asc'
  const query = matchingUsers(filter)
  const rows: Row[] = await query
    .clone()
    .select('id', db.raw('count(*) over () as total'))
    .orderBy(USER_SORT_COLUMNS[filter.sortBy], order)
    .orderBy('id', order)
    .offset(window.offset)
    .limit(window.limit)
  if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0].total) }
  // A window past the end holds no row to carry the count.
  const counted: Row | null = window.offset > 0 ? await query.count('* as total').first() : null
  return { ids: [], total: Number(counted?.total ?? 0) }
}
