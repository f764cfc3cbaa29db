/*
 * GET /api/admin/statements/export?from=&to=: the statements of reasons decided in a range of UTC days (both
 * included), one JSON object a line in the field layout of the EU DSA transparency database's submission
 * API. "No action" decisions restrict nobody and are not statements there, so they are left out.
 */
import db from '@adonisjs/lucid/services/db'
import type { ReportCategory, StatementAction, StatementTargetType } from '@shoplocal/shared/constants'
import { ROUTES } from '@shoplocal/shared/constants'
import { notificationSettings } from '#config/notifications'
import { fromSqlDateTime, type Row } from '#helpers/sql_values'
import { periodOf } from '#services/trust/period'
import type { StatementExportQuery } from '#validators/trust'

const CATEGORY: Record<ReportCategory, string> = {
  illegal_or_harmful_speech: 'STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH',
  scams_and_fraud: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  intellectual_property: 'STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS',
  consumer_information: 'STATEMENT_CATEGORY_CONSUMER_INFORMATION',
  unsafe_or_illegal_products: 'STATEMENT_CATEGORY_UNSAFE_AND_ILLEGAL_PRODUCTS',
  protection_of_minors: 'STATEMENT_CATEGORY_PROTECTION_OF_MINORS',
  data_protection_and_privacy: 'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS',
  violence: 'STATEMENT_CATEGORY_VIOLENCE',
  animal_welfare: 'STATEMENT_CATEGORY_ANIMAL_WELFARE',
  other_terms_breach: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
}

type Restriction = Exclude<StatementAction, 'no_action'>

const VISIBILITY: Record<Restriction, string[]> = {
  hide_item: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
  restrict_shop: ['DECISION_VISIBILITY_CONTENT_DEMOTED'],
  suspend_account: [],
  reject_shop: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
  remove_shop: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
  ban_account: [],
  withdraw_spotlight: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
  hide_shop: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
  delete_account: [],
  suspend_posting: [],
}

const PROVISION: Partial<Record<Restriction, string>> = {
  restrict_shop: 'DECISION_PROVISION_PARTIAL_SUSPENSION',
  reject_shop: 'DECISION_PROVISION_TOTAL_SUSPENSION',
  remove_shop: 'DECISION_PROVISION_TOTAL_TERMINATION',
  hide_shop: 'DECISION_PROVISION_TOTAL_SUSPENSION',
  suspend_posting: 'DECISION_PROVISION_PARTIAL_SUSPENSION',
}

const ACCOUNT: Partial<Record<Restriction, string>> = {
  suspend_account: 'DECISION_ACCOUNT_SUSPENDED',
  ban_account: 'DECISION_ACCOUNT_TERMINATED',
  delete_account: 'DECISION_ACCOUNT_TERMINATED',
}

const CONTENT_TYPE: Record<StatementTargetType, { type: string; other: string | null }> = {
  product: { type: 'CONTENT_TYPE_PRODUCT', other: null },
  spotlight: { type: 'CONTENT_TYPE_PRODUCT', other: null },
  review: { type: 'CONTENT_TYPE_TEXT', other: null },
  chat_message: { type: 'CONTENT_TYPE_TEXT', other: null },
  shop: { type: 'CONTENT_TYPE_OTHER', other: 'Shop listing' },
  account: { type: 'CONTENT_TYPE_OTHER', other: 'User account' },
}

/** The table of each kind of item, to read the date the content was posted. */
const CONTENT_TABLE: Record<StatementTargetType, string> = {
  product: 'products',
  spotlight: 'spotlight_requests',
  review: 'reviews',
  chat_message: 'chat_messages',
  shop: 'shops',
  account: 'users',
}

const day = (value: unknown) =>
  fromSqlDateTime(value as Date | string)
    .toISOString()
    .slice(0, 10)

async function contentDate(row: Row): Promise<string> {
  const content: Row | null = await db
    .from(CONTENT_TABLE[String(row.target_type) as StatementTargetType])
    .where('id', Number(row.target_id))
    .select('created_at')
    .first()
  // A removed item's date is gone with it: the decision's day is the latest it can have been posted.
  return day(content?.created_at ?? row.created_at)
}

/** One statement in the transparency database's layout. */
async function toTransparencyRecord(row: Row): Promise<Record<string, unknown>> {
  const action = String(row.action) as Restriction
  const illegal = row.ground === 'law'
  const contentType = CONTENT_TYPE[String(row.target_type) as StatementTargetType]
  return {
    decision_visibility: VISIBILITY[action],
    decision_visibility_other: null,
    decision_monetary: null,
    decision_monetary_other: null,
    decision_provision: PROVISION[action] ?? null,
    decision_account: ACCOUNT[action] ?? null,
    account_type: row.affected_role === 'shop_owner' ? 'ACCOUNT_TYPE_BUSINESS' : 'ACCOUNT_TYPE_PRIVATE',
    decision_ground: illegal ? 'DECISION_GROUND_ILLEGAL_CONTENT' : 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    decision_ground_reference_url: `${notificationSettings.siteUrl}${ROUTES.terms}`,
    illegal_content_legal_ground: illegal ? String(row.ground_detail) : null,
    illegal_content_explanation: illegal ? String(row.explanation) : null,
    incompatible_content_ground: illegal ? null : String(row.ground_detail),
    incompatible_content_explanation: illegal ? null : String(row.explanation),
    incompatible_content_illegal: illegal ? null : 'No',
    category: CATEGORY[(row.category ?? 'other_terms_breach') as ReportCategory],
    category_addition: [],
    category_specification: [],
    content_type: [contentType.type],
    content_type_other: contentType.other,
    content_language: 'EN',
    content_date: await contentDate(row),
    territorial_scope: ['IE'],
    application_date: day(row.created_at),
    end_date_visibility_restriction: null,
    end_date_monetary_restriction: null,
    end_date_service_restriction: null,
    end_date_account_restriction: null,
    decision_facts: String(row.explanation),
    source_type: row.report_id === null ? 'SOURCE_VOLUNTARY' : 'SOURCE_ARTICLE_16',
    source_identity: null,
    automated_detection: 'No',
    automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    puid: `shoplocal-statement-${String(row.id)}`,
  }
}

/** The JSON lines of the statements decided from `from` to `to`. */
export async function exportStatements(query: StatementExportQuery): Promise<string> {
  const [from, to] = periodOf(query).bounds
  const rows: Row[] = await db
    .from('statements as s')
    .leftJoin('users as u', 'u.id', 's.affected_user_id')
    .whereNot('s.action', 'no_action')
    .where('s.created_at', '>=', from)
    .where('s.created_at', '<', to)
    .orderBy('s.id')
    .select('s.*', 'u.role as affected_role')
  const lines = []
  for (const row of rows) lines.push(JSON.stringify(await toTransparencyRecord(row)))
  return lines.map((line) => `${line}\n`).join('')
}
