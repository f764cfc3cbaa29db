import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { normalizePhone, traderItemsDue } from '@shoplocal/shared/rules'
import { toSqlDateTime } from '#helpers/sql_values'
import type { ShopDraft } from '#database/seed/shop_factory'
import { insertRows } from '#database/seed/writer'

/*
 * Every demo shop's trader details (DSA Art. 30), with a specimen identity document and, for approved and
 * pending shops, the checklist ticked by the demo admin, so the demo's shops stay live and approvable. A row's
 * id is its shop's, so the seeder can write each document under traders/<id>/.
 */

export const SEED_IDENTITY_NAME = 'seed-identity.pdf'

/** An Irish IBAN (AIB sort code 93-xx-xx) with its real mod-97 check digits. */
function irishIban(seed: number): string {
  const bban = `AIBK93${String(1000 + (seed % 9000)).padStart(4, '0')}${String(10_000_000 + seed * 7919).slice(-8)}`
  const numeric = `${bban}IE00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97
  return `IE${String(98 - remainder).padStart(2, '0')}${bban}`
}

/** A small PDF whose one page says it is a specimen, so nobody mistakes the demo for a real document. */
export function specimenIdentityPdf(name: string): string {
  const text = `BT /F1 14 Tf 20 150 Td (SPECIMEN identity document) Tj 0 -24 Td (${name.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 320 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
}

export async function seedTraders(trx: TransactionClientContract, shops: ShopDraft[], admin: { id: number; name: string }, now: Date) {
  const stamp = toSqlDateTime(now)
  const rows = shops.map((shop) => {
    const register = shop.id % 3 === 0 ? 'cro' : 'rbn'
    const vatNumber =
      shop.id % 2 === 0 ? `IE${String(3_000_000 + shop.id * 37).slice(-7)}${'ABCDEFGHIJKLMNOPQRSTUVW'[shop.id % 23]}A` : null
    const due = traderItemsDue({ register, vatNumber, hasIdentityDocument: true })
    const checked = shop.status !== 'rejected'
    const checks = checked ? Object.fromEntries(due.map((item) => [item, { by: admin.id, byName: admin.name, at: now.toISOString() }])) : {}
    return {
      id: shop.id,
      shop_id: shop.id,
      owner_id: Number(shop.row.owner_id),
      shop_name: String(shop.row.name),
      legal_name: register === 'cro' ? `${String(shop.row.name)} Limited` : String(shop.row.name),
      address: String(shop.row.address),
      phone: normalizePhone(String(shop.row.phone)),
      email: String(shop.row.email),
      register,
      register_number: String(100_000 + shop.id * 131).slice(-6),
      vat_number: vatNumber,
      iban: irishIban(shop.id),
      identity_document_key: `traders/${shop.id}/${SEED_IDENTITY_NAME}`,
      identity_uploaded_at: stamp,
      self_certified_at: stamp,
      checks: JSON.stringify(checks),
      created_at: stamp,
      updated_at: stamp,
    }
  })
  await insertRows(trx, 'shop_traders', rows)
  return rows.length
}
