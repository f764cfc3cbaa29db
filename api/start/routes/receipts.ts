/*
 * Receipts and credit notes of payments, as PDF downloads (services/receipts/). A verified payment has a receipt
 * (`SL-2026-000123`, one gap-free series per year), a refunded one also a credit note (`SL-CN-2026-000001`)
 * referring to it; OwnerPayment.receipts and AdminPayment.receipts list them with these URLs.
 *
 * Contract (errors are {message, errors?})
 * - GET /api/payments/:id/receipt        (the payer: website session or Bearer token) → 200 application/pdf,
 *        attachment "<number>.pdf", nosniff, no-store · 401 signed out · 404 no such payment, no receipt (yet),
 *        or someone else's payment
 * - GET /api/payments/:id/credit-note    the same for the credit note
 * - GET /api/admin/payments/transactions/:id/receipt       (admins) → the same PDF · 401 · 403 non-admins · 404
 * - GET /api/admin/payments/transactions/:id/credit-note   (admins)
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ReceiptsController = () => import('#controllers/receipts/receipts_controller')

router
  .group(() => {
    router.get('/payments/:id/receipt', [ReceiptsController, 'payerReceipt']).as('payments.receipt')
    router.get('/payments/:id/credit-note', [ReceiptsController, 'payerCreditNote']).as('payments.creditNote')
  })
  .prefix('/api')
  .where('id', router.matchers.number())
  .use(middleware.auth({ guards: ['api', 'web'] }))

router
  .group(() => {
    router.get('/transactions/:id/receipt', [ReceiptsController, 'adminReceipt']).as('transactions.receipt')
    router.get('/transactions/:id/credit-note', [ReceiptsController, 'adminCreditNote']).as('transactions.creditNote')
  })
  .prefix('/api/admin/payments')
  .as('admin.payments')
  .where('id', router.matchers.number())
  .use(middleware.admin())
