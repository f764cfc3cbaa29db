import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { BILLING_ERRORS, RECEIPT_MESSAGES } from '@shoplocal/shared/messages'
import { BILLING_DETAILS_SAVED } from '#messages/index'
import type { AdminPayment, BillingOverview, PaymentReceipt } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { createPayment, type NewPayment } from '../../../../scripts/testing/payments.ts'
import { mintAccessToken } from '../../support/access_tokens.ts'
import { adminClient } from '../../support/admin_client.ts'
import { runInAppProcess } from '../../support/app_process.ts'
import { Browser, UNTHROTTLED } from '../auth/browser.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const SCRIPT = fileURLToPath(new URL('./receipt_script.ts', import.meta.url))
/** Set to a folder to keep the PDFs the test downloads (to look at them, e.g. with pdftoppm). */
const KEEP_PDFS = process.env.RECEIPTS_PDF_DIR
/** pdf.js reads the widths of PDF's standard fonts (the receipt's Helvetica) from its own folder. */
const STANDARD_FONTS = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`
const YEAR = Number(new Intl.DateTimeFormat('en-IE', { year: 'numeric', timeZone: 'Europe/Dublin' }).format(new Date()))

/** The text of every page, each text run on its own line. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise
  const runs: string[] = []
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent()
    for (const item of content.items) if ('str' in item && item.str.trim()) runs.push(item.str)
  }
  await pdf.destroy()
  return runs.join('\n')
}

/** Runs receipt_script.ts in a booted app process of its own. */
async function inApp(env: Record<string, string>, mode: 'rollback' | 'attachment', id: number): Promise<Record<string, unknown> | null> {
  const output = await runInAppProcess(SCRIPT, [mode, String(id)], env)
  const last = output.trim().split('\n').at(-1)!
  return JSON.parse(last.slice(last.indexOf(last.startsWith('null') ? 'null' : '{')))
}

describe(`receipts on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let token: string
  let ids: Record<'owner1' | 'owner2' | 'customer', number>
  let tokens: Record<'owner1' | 'owner2' | 'customer', string>
  let shop1: number
  /** The payments this suite verified. */
  const verifiedHere = new Set<number>()

  const userId = async (email: string) => Number((await db('users').where('email', email).first()).id)
  const pay = (payment: NewPayment) => createPayment(db, api.env.UPLOADS_DIR, payment)
  const receiptsOf = (id: number) => db('payment_receipts').where('payment_transaction_id', id).orderBy('id')
  const download = (path: string, bearer?: string) =>
    fetch(`${api.url}${path}`, { headers: { accept: 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } })
  const pdfOf = async (path: string, bearer: string, keepAs?: string) => {
    const reply = await download(path, bearer)
    expect(reply.status, path).toBe(200)
    const bytes = Buffer.from(await reply.arrayBuffer())
    if (KEEP_PDFS && keepAs) {
      await mkdir(KEEP_PDFS, { recursive: true })
      await writeFile(join(KEEP_PDFS, keepAs), bytes)
    }
    return { reply, bytes }
  }
  const verify = (id: number) => {
    verifiedHere.add(id)
    return call('POST', `/api/admin/payments/transactions/${id}/verify`, { token, body: { notes: 'On the statement' } })
  }
  /** Every receipt number of this year, in the order of their sequence. */
  const yearsSequences = async (kind: 'receipt' | 'credit_note') =>
    (await db('payment_receipts').where({ kind, year: YEAR }).orderBy('sequence').select('sequence')).map((row) => Number(row.sequence))

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED } })
    db = api.database.connect()
    call = adminClient(api.url)
    ids = {
      owner1: await userId('siobhan.murphy@shoplocal.ie'),
      owner2: await userId('ciaran.obrien@shoplocal.ie'),
      customer: await userId('aoife.kelly@shoplocal.ie'),
    }
    tokens = {
      owner1: await mintAccessToken(db, ids.owner1),
      owner2: await mintAccessToken(db, ids.owner2),
      customer: await mintAccessToken(db, ids.customer),
    }
    shop1 = Number((await db('shops').where({ owner_id: ids.owner1, status: 'approved' }).orderBy('id').first()).id)
    token = (await call('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('starts from a seed whose verified history is numbered per year, in the order it was verified, without gaps', async () => {
    const unnumbered = await db('payment_transactions')
      .where('payment_status', 'verified')
      .whereNotIn('id', db('payment_receipts').select('payment_transaction_id'))
    expect(unnumbered).toEqual([])
    const rows = await db('payment_receipts').where('kind', 'receipt').orderBy('year').orderBy('sequence')
    expect(rows.length).toBeGreaterThan(40)
    for (const year of new Set(rows.map((row) => Number(row.year)))) {
      const ofYear = rows.filter((row) => Number(row.year) === year)
      expect(ofYear.map((row) => Number(row.sequence))).toEqual(ofYear.map((_, index) => index + 1))
      const issued = ofYear.map((row) => new Date(row.issued_at).getTime())
      expect(issued).toEqual([...issued].sort((a, b) => a - b))
    }
  })

  it('numbers 20 payments verified at once from one gap-free sequence, each number once', async () => {
    const before = await yearsSequences('receipt')
    const payments = await Promise.all(
      // Without a shop, so nothing but the counter orders them.
      Array.from({ length: 20 }, (_, index) => pay({ userId: ids.owner1, shopId: null, amount: 10 + index, proof: 'png' })),
    )
    const replies = await Promise.all(payments.map((payment) => verify(payment.id)))
    expect(replies.map((reply) => reply.status)).toEqual(payments.map(() => 200))

    const numbers = await db('payment_receipts')
      .whereIn(
        'payment_transaction_id',
        payments.map((payment) => payment.id),
      )
      .select('number', 'sequence', 'kind', 'year')
    expect(numbers).toHaveLength(20)
    expect(new Set(numbers.map((row) => row.number)).size).toBe(20)
    for (const row of numbers) {
      expect(row).toMatchObject({ kind: 'receipt', year: YEAR })
      expect(row.number).toBe(`SL-${YEAR}-${String(row.sequence).padStart(6, '0')}`)
    }
    const all = await yearsSequences('receipt')
    expect(all).toEqual(Array.from({ length: before.length + 20 }, (_, index) => index + 1))
    expect(Number((await db('receipt_sequences').where('series', `receipt:${YEAR}`).first()).last_number)).toBe(all.length)
    // Each answer already lists its receipt for the console's download button.
    const listed = replies[0].body.transaction as AdminPayment
    expect(listed.receipts).toEqual([
      expect.objectContaining({ kind: 'receipt', url: `/api/admin/payments/transactions/${listed.id}/receipt` }),
    ])
  })

  it('gives the number of a rolled-back verification back: the next payment takes it', async () => {
    const rolledBack = await pay({ userId: ids.owner1, shopId: shop1, amount: 5, proof: 'png' })
    const inside = await inApp(api.env, 'rollback', rolledBack.id)
    const next = (await yearsSequences('receipt')).length + 1
    expect(inside).toEqual({ numberInside: `SL-${YEAR}-${String(next).padStart(6, '0')}` })
    expect(await receiptsOf(rolledBack.id)).toEqual([])
    expect((await db('payment_transactions').where('id', rolledBack.id).first()).payment_status).toBe('pending_verification')

    const other = await pay({ userId: ids.owner1, shopId: shop1, amount: 7, proof: 'png' })
    expect((await verify(other.id)).status).toBe(200)
    expect((await receiptsOf(other.id))[0].number).toBe(inside!.numberInside)
  })

  it('renders the receipt as a PDF holding the number, seller, buyer, lines, VAT and total, stored once and served to the payer', async () => {
    const payment = await pay({ userId: ids.owner1, shopId: shop1, planName: 'pro', amount: 99, proof: 'pdf' })
    expect((await verify(payment.id)).status).toBe(200)
    // Drawn once, by the "payment verified" mail (which carries it) or by the first download, whichever comes first.
    const [receipt] = await receiptsOf(payment.id)

    const { reply, bytes } = await pdfOf(`/api/payments/${payment.id}/receipt`, tokens.owner1, 'receipt.pdf')
    expect(reply.headers.get('content-type')).toBe('application/pdf')
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="${receipt.number}.pdf"`)
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
    expect(reply.headers.get('cache-control')).toBe('private, no-store')
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const text = await pdfText(bytes)
    const shopName = (await db('shops').where('id', shop1).first()).name
    for (const expected of [
      'Receipt',
      receipt.number,
      'ShopLocal Ireland Ltd',
      'VAT number: IE3456789AH',
      'Siobhán Murphy',
      `Shop: ${shopName}`,
      'Pro plan',
      '€99.00',
      'Total excluding VAT',
      '€80.49',
      'VAT at 23% (included)',
      '€18.51',
      'Total paid',
      'Bank transfer',
      payment.reference,
    ]) {
      expect(text, expected).toContain(expected)
    }

    // Kept on the drive disk beside the payer's files, and served from there the second time.
    const stored = (await receiptsOf(payment.id))[0].file_key as string
    expect(stored).toBe(`owners/${ids.owner1}/receipts/${receipt.number}.pdf`)
    expect((await readFile(join(api.env.UPLOADS_DIR, stored))).equals(bytes)).toBe(true)
    const again = await pdfOf(`/api/payments/${payment.id}/receipt`, tokens.owner1)
    expect(again.bytes.equals(bytes)).toBe(true)
    const asAdmin = await pdfOf(`/api/admin/payments/transactions/${payment.id}/receipt`, token)
    expect(asAdmin.bytes.equals(bytes)).toBe(true)
    // Never through the public uploads route, even to someone who learnt the key.
    expect((await fetch(`${api.url}/uploads/${stored}`)).status).toBe(404)
    // A stored file that has gone (the owner's folder is removed with their account) is drawn again from the row.
    await rm(join(api.env.UPLOADS_DIR, stored))
    expect(await pdfText((await pdfOf(`/api/admin/payments/transactions/${payment.id}/receipt`, token)).bytes)).toBe(text)

    // What the "payment verified" mail attaches.
    expect(await inApp(api.env, 'attachment', payment.id)).toEqual({
      filename: `${receipt.number}.pdf`,
      contentType: 'application/pdf',
      size: bytes.length,
    })
  })

  it('lists receipts in the owner payment history with the payer URLs', async () => {
    const website = new Browser(api.url)
    expect(
      (await website.post('/api/shop-owner/login', { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' })).status,
    ).toBe(200)
    const overview = await website.get<BillingOverview>('/api/billing')
    expect(overview.status).toBe(200)
    // The seeded history was numbered by the seed as verifying it would have been.
    const verified = overview.body.payments.filter((payment) => payment.paymentStatus === 'verified')
    expect(verified.filter((payment) => verifiedHere.has(payment.id)).length).toBeGreaterThanOrEqual(2)
    expect(verified.length).toBeGreaterThan(verifiedHere.size)
    for (const payment of verified) {
      const [receipt] = payment.receipts
      expect(receipt).toMatchObject({ kind: 'receipt', url: `/api/payments/${payment.id}/receipt` })
      expect(receipt.number).toMatch(/^SL-\d{4}-\d{6}$/)
    }
    const pending = overview.body.payments.find((payment) => payment.paymentStatus === 'pending_verification')
    expect(pending?.receipts).toEqual([])
    // The website session downloads it too.
    const cookie = [...website.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const viaSession = await fetch(`${api.url}${verified[0].receipts[0].url}`, { headers: { cookie } })
    expect(viaSession.status).toBe(200)
  })

  it('refunds with a credit note of its own series that refers to the receipt', async () => {
    const payment = await pay({ userId: ids.owner1, shopId: shop1, amount: 39, proof: 'png' })
    expect((await verify(payment.id)).status).toBe(200)
    const creditNotesBefore = await yearsSequences('credit_note')
    const refunded = await call('POST', `/api/admin/payments/transactions/${payment.id}/refund`, { token, body: { reason: 'Paid twice' } })
    expect(refunded.status).toBe(200)
    const [receipt, creditNote] = await receiptsOf(payment.id)
    const expectedNumber = `SL-CN-${YEAR}-${String(creditNotesBefore.length + 1).padStart(6, '0')}`
    expect(creditNote).toMatchObject({ kind: 'credit_note', number: expectedNumber, receipt_id: receipt.id })
    expect((refunded.body.transaction as AdminPayment).receipts.map((each: PaymentReceipt) => [each.kind, each.number, each.url])).toEqual([
      ['receipt', receipt.number, `/api/admin/payments/transactions/${payment.id}/receipt`],
      ['credit_note', expectedNumber, `/api/admin/payments/transactions/${payment.id}/credit-note`],
    ])
    const text = await pdfText((await pdfOf(`/api/payments/${payment.id}/credit-note`, tokens.owner1, 'credit-note.pdf')).bytes)
    for (const expected of [
      'Credit note',
      expectedNumber,
      `Refers to receipt: ${receipt.number}`,
      '€39.00',
      'Total credited',
      'Paid twice',
    ]) {
      expect(text, expected).toContain(expected)
    }

    const notTheirs = await download(`/api/payments/${payment.id}/credit-note`, tokens.owner2)
    expect(notTheirs.status).toBe(404)
    expect(((await notTheirs.json()) as { message: string }).message).toBe(RECEIPT_MESSAGES.creditNoteNotFound)

    // A transfer verified before receipts existed gets its receipt when refunded, so the credit note refers to one.
    const old = await pay({ userId: ids.owner1, shopId: shop1, amount: 19, status: 'verified', proof: null })
    expect((await call('POST', `/api/admin/payments/transactions/${old.id}/refund`, { token, body: { reason: 'Goodwill' } })).status).toBe(
      200,
    )
    expect((await receiptsOf(old.id)).map((row) => row.kind)).toEqual(['receipt', 'credit_note'])
    expect(await yearsSequences('credit_note')).toEqual(Array.from({ length: creditNotesBefore.length + 2 }, (_, index) => index + 1))
  })

  it('serves a receipt to its payer only: 401 signed out, 404 to anyone else, 403 on the console route to non-admins', async () => {
    const payment = await pay({ userId: ids.owner1, shopId: shop1, amount: 12, proof: 'png' })
    const path = `/api/payments/${payment.id}/receipt`
    const pendingReply = await download(path, tokens.owner1)
    expect(pendingReply.status).toBe(404)
    expect(((await pendingReply.json()) as { message: string }).message).toBe(RECEIPT_MESSAGES.receiptNotFound)
    expect((await download(`/api/payments/${payment.id}/credit-note`, tokens.owner1)).status).toBe(404)
    expect((await verify(payment.id)).status).toBe(200)

    expect((await download(path)).status).toBe(401)
    for (const other of [tokens.owner2, tokens.customer]) {
      const reply = await download(path, other)
      expect(reply.status).toBe(404)
      expect(((await reply.json()) as { message: string }).message).toBe(RECEIPT_MESSAGES.receiptNotFound)
    }
    expect((await download(path, tokens.owner1)).status).toBe(200)
    expect((await download('/api/payments/999999/receipt', tokens.owner1)).status).toBe(404)
    const adminPath = `/api/admin/payments/transactions/${payment.id}/receipt`
    expect((await download(adminPath)).status).toBe(401)
    expect((await download(adminPath, tokens.owner1)).status).toBe(403)
    expect((await download(adminPath, token)).status).toBe(200)
    expect((await download(`/api/admin/payments/transactions/${payment.id}/credit-note`, token)).status).toBe(404)
  })

  it('numbers Mark Paid payments from the same sequence', async () => {
    const before = (await yearsSequences('receipt')).length
    const lastId = Number((await db('payment_receipts').max('id as id').first())?.id ?? 0)
    await db('shops').where('owner_id', ids.owner2).update({ current_plan: 'starter', payment_status: 'suspended' })
    const marked = await call('POST', `/api/admin/payments/${ids.owner2}/mark-paid`, { token })
    expect(marked.status).toBe(200)
    const issued = await db('payment_receipts')
      .join('payment_transactions', 'payment_transactions.id', 'payment_receipts.payment_transaction_id')
      .where('payment_receipts.id', '>', lastId)
      .select('payment_transactions.user_id', 'payment_transactions.payment_status', 'payment_receipts.kind')
    expect(issued.length).toBeGreaterThan(0)
    for (const row of issued) expect(row).toMatchObject({ user_id: ids.owner2, payment_status: 'verified', kind: 'receipt' })
    expect(await yearsSequences('receipt')).toEqual(Array.from({ length: before + issued.length }, (_, index) => index + 1))
  })

  it("prints the owner's billing address and VAT number as the buyer's, edited in their billing details, and states the VAT rate", async () => {
    const website = new Browser(api.url)
    expect(
      (await website.post('/api/shop-owner/login', { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' })).status,
    ).toBe(200)
    const overview = await website.get<BillingOverview>('/api/billing')
    expect(overview.body).toMatchObject({ vatRate: 23, billingDetails: { billingAddress: null, vatNumber: null } })

    const wrong = await website.send('PUT', '/api/billing/details', { billingAddress: 'The Square, Ennis', vatNumber: '12' })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toMatchObject({ errors: [{ field: 'vatNumber', message: BILLING_ERRORS.vatNumberInvalid }] })
    expect((await db('users').where('id', ids.owner1).first()).billing_address).toBeNull()
    const tooLong = await website.send('PUT', '/api/billing/details', { billingAddress: 'x'.repeat(301) })
    expect(tooLong.status).toBe(422)

    const address = 'Murphy Crafts Ltd, 4 Abbey Street, Ennis, Co. Clare, V95 D2X4'
    const saved = await website.send('PUT', '/api/billing/details', { billingAddress: address, vatNumber: 'ie 9876543 w' })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ message: BILLING_DETAILS_SAVED, billingDetails: { billingAddress: address, vatNumber: 'IE9876543W' } })
    expect((await website.get<BillingOverview>('/api/billing')).body.billingDetails).toEqual(saved.body.billingDetails)

    const payment = await pay({ userId: ids.owner1, shopId: shop1, amount: 29, proof: 'png' })
    expect((await verify(payment.id)).status).toBe(200)
    const text = await pdfText((await pdfOf(`/api/payments/${payment.id}/receipt`, tokens.owner1, 'receipt-billing-details.pdf')).bytes)
    expect(text).toContain('VAT number: IE9876543W')
    expect(text.replace(/\n/g, ' ')).toContain(address)

    // Blank clears them; receipts issued before keep what they said.
    const cleared = await website.send('PUT', '/api/billing/details', { billingAddress: '', vatNumber: ' ' })
    expect(cleared.body).toMatchObject({ billingDetails: { billingAddress: null, vatNumber: null } })
    expect(JSON.parse((await receiptsOf(payment.id))[0].details).buyer.vatNumber).toBe('IE9876543W')
    expect((await website.send('PUT', '/api/billing/details', {})).status).toBe(200)
    expect((await new Browser(api.url).send('PUT', '/api/billing/details', {})).status).toBe(401)
  })
})
