import type { HttpContext } from '@adonisjs/core/http'
import type { ReceiptKind } from '#models/payment_receipt'
import PaymentTransaction from '#models/payment_transaction'
import { receiptDownload } from '#services/receipts/receipt_files'
import { receiptsErrors } from '#services/receipts/receipts_errors'

/**
 * Receipts and credit notes as PDF downloads: the payer's routes (website session or token) and the console's.
 * The PDF is always an attachment under a policy that allows nothing, never cached by shared caches.
 */
export default class ReceiptsController {
  payerReceipt(ctx: HttpContext) {
    return this.download(ctx, 'receipt', true)
  }

  payerCreditNote(ctx: HttpContext) {
    return this.download(ctx, 'credit_note', true)
  }

  /** Behind the admin middleware. */
  adminReceipt(ctx: HttpContext) {
    return this.download(ctx, 'receipt', false)
  }

  adminCreditNote(ctx: HttpContext) {
    return this.download(ctx, 'credit_note', false)
  }

  private async download(ctx: HttpContext, kind: ReceiptKind, payerOnly: boolean) {
    const transaction = await PaymentTransaction.query().where('id', ctx.params.id).preload('shop').first()
    if (!transaction) throw receiptsErrors.notFound(kind)
    if (payerOnly) await ctx.bouncer.with('ReceiptPolicy').authorize('download', transaction, kind)
    const file = await receiptDownload(transaction, kind)
    ctx.response.header('content-type', file.contentType)
    ctx.response.header('content-disposition', `attachment; filename="${file.filename}"`)
    ctx.response.header('x-content-type-options', 'nosniff')
    ctx.response.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    ctx.response.header('cache-control', 'private, no-store')
    return ctx.response.send(file.content)
  }
}
