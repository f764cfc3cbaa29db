import PDFDocument from 'pdfkit'
import { LOCALE, TIME_ZONE } from '@shoplocal/shared/constants'
import { RECEIPT_METHOD_LABELS, RECEIPT_PDF_LABELS as L } from '#messages/index'
import { formatEuro2 } from '@shoplocal/shared/rules'
import type PaymentReceipt from '#models/payment_receipt'

/*
 * The PDF of a receipt or credit note, drawn with pdfkit's built-in Helvetica (no browser, no font files).
 * Only what the document recorded when it was issued is printed, so rendering it again gives the same text.
 */
const MARGIN = 56
const PAGE_WIDTH = 595.28 // A4
const CONTENT = PAGE_WIDTH - 2 * MARGIN
const AMOUNT_WIDTH = 110
const INK = '#1f2933'
const MUTED = '#52606d'
const RULE = '#cbd2d9'

const issuedOn = (receipt: PaymentReceipt) => receipt.issuedAt.setZone(TIME_ZONE).setLocale(LOCALE).toFormat('d LLLL yyyy')

/** Renders the document into a Buffer. */
export function renderReceiptPdf(receipt: PaymentReceipt): Promise<Buffer> {
  const details = receipt.details
  const creditNote = receipt.kind === 'credit_note'
  const title = creditNote ? L.creditNoteTitle : L.receiptTitle
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${receipt.number}`, Author: details.seller.name, CreationDate: receipt.issuedAt.toJSDate() },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const rule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT, y)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke()
  const label = (text: string) =>
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(text.toUpperCase(), { characterSpacing: 0.5 })
  const body = (text: string) =>
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(text, { width: CONTENT / 2 - 12 })
  /** One row of the lines table or the totals: text on the left, the amount right-aligned. */
  const row = (text: string, amount: string, bold = false) => {
    const y = doc.y
    const font = bold ? 'Helvetica-Bold' : 'Helvetica'
    doc.font(font).fontSize(10.5).fillColor(INK)
    doc.text(text, MARGIN, y, { width: CONTENT - AMOUNT_WIDTH - 12 })
    const after = doc.y
    doc.text(amount, MARGIN + CONTENT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' })
    doc.y = Math.max(after, doc.y) + 4
  }

  // Heading: the seller on the left, the document's name and number on the right.
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(details.seller.name, MARGIN, MARGIN, { width: CONTENT / 2 })
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(title, MARGIN + CONTENT / 2, MARGIN, { width: CONTENT / 2, align: 'right' })
  doc.font('Helvetica').fontSize(10.5).fillColor(MUTED)
  doc.text(`${L.number}: ${receipt.number}`, { width: CONTENT / 2, align: 'right' })
  doc.text(`${L.date}: ${issuedOn(receipt)}`, { width: CONTENT / 2, align: 'right' })
  if (details.refersTo) doc.text(`${L.refersTo}: ${details.refersTo}`, { width: CONTENT / 2, align: 'right' })

  // Seller and buyer side by side.
  const partiesTop = Math.max(doc.y, MARGIN + 90) + 12
  doc.x = MARGIN
  doc.y = partiesTop
  label(L.seller)
  body(details.seller.name)
  body(details.seller.address)
  body(`${L.vatNumber}: ${details.seller.vatNumber}`)
  const sellerBottom = doc.y
  doc.x = MARGIN + CONTENT / 2 + 12
  doc.y = partiesTop
  label(L.buyer)
  body(details.buyer.name)
  if (details.buyer.address) body(details.buyer.address)
  if (details.buyer.vatNumber) body(`${L.vatNumber}: ${details.buyer.vatNumber}`)
  if (details.buyer.email) body(details.buyer.email)
  if (details.buyer.shopName) body(`${L.shop}: ${details.buyer.shopName}`)
  doc.x = MARGIN
  doc.y = Math.max(sellerBottom, doc.y) + 24

  // The lines.
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED)
  const headY = doc.y
  doc.text(L.description.toUpperCase(), MARGIN, headY, { characterSpacing: 0.5 })
  doc.text(L.amount.toUpperCase(), MARGIN + CONTENT - AMOUNT_WIDTH, headY, { width: AMOUNT_WIDTH, align: 'right', characterSpacing: 0.5 })
  rule(doc.y + 4)
  doc.y += 10
  for (const line of details.lines) row(line.description, formatEuro2(line.amount))
  rule(doc.y + 2)
  doc.y += 10

  // Totals: VAT is included in the amounts, shown for the record.
  row(L.net, formatEuro2(details.net))
  row(L.vat(String(details.vatRate)), formatEuro2(details.vat))
  row(creditNote ? L.credited : L.total, formatEuro2(details.total), true)
  doc.y += 16

  doc.x = MARGIN
  label(L.method)
  body(RECEIPT_METHOD_LABELS[details.method])
  if (details.reference) {
    doc.y += 6
    label(L.reference)
    body(details.reference)
  }
  if (creditNote && details.reason) {
    doc.y += 6
    label(L.reason)
    doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(details.reason, { width: CONTENT })
  }
  doc.y += 24
  doc
    .font('Helvetica-Oblique')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(creditNote ? L.creditNoteFooter : L.paid, MARGIN, doc.y, { width: CONTENT })

  doc.end()
  return done
}
