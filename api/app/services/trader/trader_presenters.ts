/*
 * A `shop_traders` row as each reader sees it: the shop page's public part, and the whole for the owner and the
 * admins. The checklist is kept on the row as JSON (item → who ticked it and when).
 */
import { TRADER_CHECK_ITEMS, type TraderCheckItem, type TraderRegister } from '@shoplocal/shared/constants'
import type { PublicTrader, TraderCheck, TraderDetails } from '@shoplocal/shared/types'
import { traderItemsDue, type TraderCheckBasis } from '@shoplocal/shared/rules'
import { isoDate, type Row } from '#helpers/sql_values'
import { PRIVATE_DOCUMENT_TYPES } from '#services/uploads/private_documents'

export type StoredChecks = Partial<Record<TraderCheckItem, { by: number | null; byName: string; at: string }>>

export function storedChecks(row: Row): StoredChecks {
  try {
    return JSON.parse(String(row.checks ?? '{}')) as StoredChecks
  } catch {
    return {}
  }
}

export function toCheckMap(stored: StoredChecks): Record<TraderCheckItem, TraderCheck | null> {
  const entries = TRADER_CHECK_ITEMS.map((item) => {
    const check = stored[item]
    return [item, check ? { by: { id: check.by, name: check.byName }, at: check.at } : null] as const
  })
  return Object.fromEntries(entries) as Record<TraderCheckItem, TraderCheck | null>
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))

export function checkBasis(row: Row): TraderCheckBasis {
  return {
    register: text(row.register) as TraderRegister | null,
    vatNumber: text(row.vat_number),
    hasIdentityDocument: row.identity_document_key !== null,
  }
}

/** The items the checklist asks for, given the row. */
export const dueItems = (row: Row) => traderItemsDue(checkBasis(row))

/** The same test in SQL, for a read of `shops`: 1 when the shop's trader row is complete. */
export const TRADER_COMPLETE_SQL =
  'select count(*) from shop_traders t where t.shop_id = shops.id and t.iban is not null and t.identity_document_key is not null and t.self_certified_at is not null'

/** The owner's part is done: details, identity document and self-certification. */
export function isTraderComplete(row: Row | null | undefined): boolean {
  return Boolean(row && row.legal_name && row.phone && row.email && row.iban && row.identity_document_key && row.self_certified_at)
}

function identityType(key: unknown): string | null {
  if (typeof key !== 'string') return null
  const extension = key.slice(key.lastIndexOf('.') + 1) as keyof typeof PRIVATE_DOCUMENT_TYPES
  return PRIVATE_DOCUMENT_TYPES[extension] ?? null
}

export function toTraderDetails(row: Row, identityUrl: string): TraderDetails {
  return {
    legalName: String(row.legal_name),
    address: String(row.address),
    phone: String(row.phone ?? ''),
    email: String(row.email ?? ''),
    register: text(row.register) as TraderRegister | null,
    registerNumber: text(row.register_number),
    vatNumber: text(row.vat_number),
    iban: String(row.iban ?? ''),
    selfCertifiedAt: isoDate(row.self_certified_at),
    identityDocumentUrl: row.identity_document_key ? identityUrl : null,
    identityDocumentType: identityType(row.identity_document_key),
    identityUploadedAt: row.identity_uploaded_at ? isoDate(row.identity_uploaded_at) : null,
    complete: isTraderComplete(row),
    updatedAt: isoDate(row.updated_at),
  }
}

/** What the shop page shows: never the IBAN, the VAT number or the identity document. */
export function toPublicTrader(row: Row): PublicTrader {
  return {
    legalName: String(row.legal_name),
    address: String(row.address),
    phone: String(row.phone ?? ''),
    email: String(row.email ?? ''),
    register: text(row.register) as TraderRegister | null,
    registerNumber: text(row.register_number),
    selfCertified: true,
  }
}
