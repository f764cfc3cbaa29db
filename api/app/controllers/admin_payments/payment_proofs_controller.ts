import type { HttpContext } from '@adonisjs/core/http'
import PaymentTransaction from '#models/payment_transaction'
import { adminPaymentsErrors } from '#services/admin_payments/admin_payments_errors'
import { openProof } from '#services/admin_payments/payment_proofs'

export default class PaymentProofsController {
  /**
   * GET /api/payments/:id/proof: the proof with its type and nosniff, never cached by shared caches;
   * only for the payer and admins (PaymentProofPolicy). A picture (re-encoded on upload) is shown inline;
   * a PDF, kept as the owner sent it, is only ever a download under a policy that allows nothing, so no
   * browser renders it as a document of the API's origin.
   */
  async show(ctx: HttpContext) {
    const transaction = await PaymentTransaction.query().where('id', ctx.params.id).preload('shop').first()
    if (!transaction) throw adminPaymentsErrors.paymentNotFound()
    await ctx.bouncer.with('PaymentProofPolicy').authorize('view', transaction)
    const { stream, contentType } = await openProof(transaction)
    ctx.response.header('content-type', contentType)
    ctx.response.header('x-content-type-options', 'nosniff')
    if (contentType === 'application/pdf') {
      ctx.response.header('content-disposition', `attachment; filename="payment-${transaction.id}-proof.pdf"`)
      ctx.response.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    } else {
      ctx.response.header('content-disposition', 'inline')
    }
    ctx.response.header('cache-control', 'private, no-store')
    return ctx.response.stream(stream)
  }
}
