/*
 * Spotlight purchase and moderation (the public reads, /api/spotlight/active
 * and /api/spotlight/{id}, are in start/routes/catalogue.ts).
 *
 * Contract (errors are {message, errors?}; a refused call changes nothing)
 * Owner (website session; 401 {message: 'Unauthorized'} for anyone but a shop owner or admin):
 * - POST /api/spotlight/submit {productId, durationMonths (1–12), images (1–8 image URLs)} → 201 OwnerSpotlightRequest:
 *     pending, unpaid (paidAt null), totalAmount computed from the months (149 a month, 10% off from 2 months,
 *     rounded); a price in the body is ignored · 422 'No product selected' / 'Please upload at least 1 image for the
 *     spotlight.' / 'You can upload a maximum of 8 images.' / 'Duration must be between 1 and 12 months'
 *     · 404 unknown product · 403 another owner's product · 409 the product has a pending or approved request, or
 *     is not public (inactive product, shop not approved). Paid through POST /api/payments/checkout
 *     {purpose: 'spotlight', spotlightRequestId} (billing).
 * - GET  /api/spotlight/my-requests → OwnerSpotlightRequest[] (newest first)
 * Admin (admin middleware: 401 without a session or token, 403 for a non-admin); every decision writes admin_logs:
 * - GET   /api/admin/spotlight/pending   → AdminSpotlightRequest[] (oldest first)
 * - GET   /api/admin/spotlight/stats     → SpotlightStats {pending, active, totalRevenue (paid requests, euro), expired}
 * - GET   /api/admin/spotlight/requests?status=all|pending|approved|rejected|force_rejected|expired&page&limit
 *           → AdminSpotlightPage {requests (newest first), totalCount, totalPages}
 * - PATCH /api/admin/spotlight/:id/approve {priority 0–10, default 0} → {message, request}: starts now, ends after
 *           durationMonths · 409 when not pending or not paid · 422 priority out of range
 * - PATCH /api/admin/spotlight/:id/reject {reason?} → {message, request}: a blank reason records DEFAULT_REJECT_REASON
 *           · 409 when not pending
 * - PATCH /api/admin/spotlight/:id/force-reject {reason} → {message, request}: leaves /api/spotlight/active at once
 *           · 422 'A reason is required to remove an active spotlight' · 409 when not approved
 * Unknown id: 404 {message: 'Spotlight request not found'}.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OwnerSpotlightsController = () => import('#controllers/spotlight/owner_spotlights_controller')
const AdminSpotlightsController = () => import('#controllers/spotlight/admin_spotlights_controller')

router
  .group(() => {
    router.post('/submit', [OwnerSpotlightsController, 'store']).as('submit')
    router.get('/my-requests', [OwnerSpotlightsController, 'index']).as('mine')
  })
  .prefix('/api/spotlight')
  .as('spotlight')

router
  .group(() => {
    router.get('/pending', [AdminSpotlightsController, 'pending']).as('pending')
    router.get('/stats', [AdminSpotlightsController, 'stats']).as('stats')
    router.get('/requests', [AdminSpotlightsController, 'index']).as('index')
    router.patch('/:id/approve', [AdminSpotlightsController, 'approve']).as('approve')
    router.patch('/:id/reject', [AdminSpotlightsController, 'reject']).as('reject')
    router.patch('/:id/force-reject', [AdminSpotlightsController, 'forceReject']).as('forceReject')
  })
  .prefix('/api/admin/spotlight')
  .as('admin.spotlight')
  .where('id', router.matchers.number())
  .use(middleware.admin())
