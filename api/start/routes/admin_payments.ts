/*
 * Admin payments: the console's Payments and Payment Verification tabs, and the proof of a payment.
 * /api/admin/payments/*: 401 without credentials, 403 without admin rights (AdminPolicy); the console's Bearer
 * token or the website session. JSON only; errors are {message, errors?}.
 *
 * Contract
 * - GET  /api/admin/payments                 ?status(all|active|expiring|suspended)&page&limit(20, max 100)&search
 *          → AdminPaymentsPage {payments: ShopPaymentRow[], totalCount, totalPages, stats: PaymentStats, bankDetails}
 *          Approved shops, soonest due first; status is subscriptionDisplayStatus.
 * - POST /api/admin/payments/:shopOwnerId/mark-paid {reason?} → {message, shops: ShopPaymentRow[]}
 *          a verified payment of the current plan (confirmPayment) for each of the owner's shops not active;
 *          404 not a shop owner · 409 already active / only on the free trial / no approved shop
 * - POST /api/admin/payments/:shopOwnerId/suspend {reason?} → {message, shops}; 409 when all are suspended already
 * - GET  /api/admin/payments/transactions    ?status(pending_verification (default)|awaiting_payment|verified|rejected|refunded|on_hold|cancelled|all)
 *          &page&limit&method(bank_transfer (default)|card|all) → {transactions: AdminPayment[] (each with shopStatus:
 *          pending|approved|rejected|removed|null), totalCount, totalPages}; the queue oldest proof first
 * - POST /api/admin/payments/transactions/:id/verify {notes?, moneyArrived?, reason?} → {message, transaction: AdminPayment}
 *          409 when decided already (a concurrent verify: exactly one gets 200) or a card payment; 422 {field: 'reason'}
 *          when the shop is rejected or removed and no reason is given (the reason is logged with verify_payment)
 * - POST /api/admin/payments/transactions/:id/reject {reason} → {message, transaction}; the owner is mailed the reason;
 *          422 without a reason · 409 unless pending verification
 * - POST /api/admin/payments/transactions/:id/refund {reason} → {message, transaction}; 409 unless a verified bank transfer
 * - POST /api/admin/payments/reconciliation/preview {lines: [{date: YYYY-MM-DD, amount, description, reference?}]}
 *          → ReconciliationResult: each line matched / ambiguous (candidates) / unmatched / imported; changes nothing
 * - POST /api/admin/payments/reconciliation/confirm {lines: [... , transactionId? (an ambiguous line's chosen candidate)]}
 *          → ReconciliationResult with `verified`; matched lines verified and remembered; the same lines again verify nothing
 * - GET  /api/payments/:id/proof            (the payer's website session, or an admin) → the file, its type, nosniff,
 *          no-store; a picture inline, a PDF as an attachment under default-src 'none' with a sandbox · 401 signed out · 403 someone else's · 404 no payment or no proof.
 *          /uploads/* refuses every owners/<id>/proofs/ key (404).
 * Every action writes admin_logs (mark_paid, suspend_payment, verify_payment, reject_payment, refund_payment,
 * reconcile_payment) with its reason.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ShopPaymentsController = () => import('#controllers/admin_payments/shop_payments_controller')
const PaymentTransactionsController = () => import('#controllers/admin_payments/payment_transactions_controller')
const ReconciliationController = () => import('#controllers/admin_payments/reconciliation_controller')
const PaymentProofsController = () => import('#controllers/admin_payments/payment_proofs_controller')

router
  .group(() => {
    router.get('/', [ShopPaymentsController, 'index']).as('index')
    router.post('/:shopOwnerId/mark-paid', [ShopPaymentsController, 'markPaid']).as('markPaid')
    router.post('/:shopOwnerId/suspend', [ShopPaymentsController, 'suspend']).as('suspend')

    router.get('/transactions', [PaymentTransactionsController, 'index']).as('transactions.index')
    router.post('/transactions/:id/verify', [PaymentTransactionsController, 'verify']).as('transactions.verify')
    router.post('/transactions/:id/reject', [PaymentTransactionsController, 'reject']).as('transactions.reject')
    router.post('/transactions/:id/refund', [PaymentTransactionsController, 'refund']).as('transactions.refund')

    router.post('/reconciliation/preview', [ReconciliationController, 'preview']).as('reconciliation.preview')
    router.post('/reconciliation/confirm', [ReconciliationController, 'confirm']).as('reconciliation.confirm')
  })
  .prefix('/api/admin/payments')
  .as('admin.payments')
  .where('id', router.matchers.number())
  .where('shopOwnerId', router.matchers.number())
  .use(middleware.admin())

router
  .get('/api/payments/:id/proof', [PaymentProofsController, 'show'])
  .as('payments.proof')
  .where('id', router.matchers.number())
  .use(middleware.auth({ guards: ['api', 'web'] }))
