import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PaymentReceipt, { type ReceiptKind } from '#models/payment_receipt'
import PaymentTransaction from '#models/payment_transaction'
import { ownerFolder } from '#services/uploads/upload_paths'
import { renderReceiptPdf } from '#services/receipts/receipt_pdf'
import { receiptsErrors } from '#services/receipts/receipts_errors'

/*
 * A document's PDF is kept on the drive disk next to the payer's other payment files
 * (owners/<payerId>/receipts/<number>.pdf), rendered the first time it is needed (a download, the mail that
 * attaches it). /uploads/* never serves a PDF, so the file is only reachable through the receipt routes.
 * Two first downloads at once both render it and record the same key. A file that has gone (an account's
 * deletion removes its owner folder) is rendered again from the kept row.
 */

interface ReceiptFile {
  filename: string
  content: Buffer
  contentType: 'application/pdf'
}

type Client = TransactionClientContract | null

/** Who paid: rows from before payers were recorded were paid by the shop's owner. */
async function payerIdOf(transaction: PaymentTransaction, client: Client): Promise<number | null> {
  if (transaction.userId !== null) return transaction.userId
  if (transaction.shopId === null) return null
  const shop = await (client ?? db).from('shops').where('id', transaction.shopId).select('owner_id').first()
  return shop ? Number(shop.owner_id) : null
}

function keyOf(receipt: PaymentReceipt, payerId: number | null): string {
  const folder = payerId === null ? 'receipts' : `${ownerFolder(payerId)}/receipts`
  return `${folder}/${receipt.number}.pdf`
}

/** The stored PDF, rendered and stored first when it has not been. */
async function receiptPdf(receipt: PaymentReceipt, transaction: PaymentTransaction, client: Client = null): Promise<Buffer> {
  const disk = drive.use()
  if (receipt.fileKey && (await disk.exists(receipt.fileKey))) return Buffer.from(await disk.getBytes(receipt.fileKey))
  const content = await renderReceiptPdf(receipt)
  const key = keyOf(receipt, await payerIdOf(transaction, client))
  await disk.put(key, content, { contentType: 'application/pdf' })
  await (client ?? db).from('payment_receipts').where('id', receipt.id).update({ file_key: key })
  receipt.fileKey = key
  return content
}

async function receiptFileOf(receipt: PaymentReceipt, transaction: PaymentTransaction, client: Client = null): Promise<ReceiptFile> {
  return { filename: `${receipt.number}.pdf`, content: await receiptPdf(receipt, transaction, client), contentType: 'application/pdf' }
}

/** A payment's document of that kind with its payment, or null. */
async function findReceipt(
  paymentId: number,
  kind: ReceiptKind,
  client: Client = null,
): Promise<{ receipt: PaymentReceipt; transaction: PaymentTransaction } | null> {
  const options = client ? { client } : {}
  const transaction = await PaymentTransaction.query(options).where('id', paymentId).first()
  if (!transaction) return null
  const receipt = await PaymentReceipt.query(options).where('payment_transaction_id', paymentId).where('kind', kind).first()
  return receipt ? { receipt, transaction } : null
}

/** The payment's document for a download; 404 when it has none. */
export async function receiptDownload(transaction: PaymentTransaction, kind: ReceiptKind): Promise<ReceiptFile> {
  const receipt = await PaymentReceipt.query().where('payment_transaction_id', transaction.id).where('kind', kind).first()
  if (!receipt) throw receiptsErrors.notFound(kind)
  return receiptFileOf(receipt, transaction)
}

/**
 * The receipt of a verified payment as a mail attachment (the "payment verified" mail), or null when the
 * payment has none. Inside a transaction pass it, so a receipt issued in it is found.
 */
export async function receiptAttachment(paymentId: number, trx: Client): Promise<ReceiptFile | null> {
  const found = await findReceipt(paymentId, 'receipt', trx)
  return found ? receiptFileOf(found.receipt, found.transaction, trx) : null
}
