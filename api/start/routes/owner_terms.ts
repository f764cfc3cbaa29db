/*
 * The terms shop owners accept, as versions. JSON only; errors are {message, errors?}.
 *
 * Contract
 * - GET  /api/terms → OwnerTermsState {current, upcoming}: the version in force and the next one published for
 *          later (null when none). Anyone.
 * Admin (401/403 as every admin route):
 * - GET  /api/admin/terms → {versions: AdminOwnerTermsVersion[]}: every version, the latest to take effect first,
 *          with how many owners accepted each
 * - POST /api/admin/terms {version, changes, effectiveOn: YYYY-MM-DD} → 201 {message, version}: every shop owner
 *          is told at once (notification and mail) · 422 fields, a version that exists, or a day sooner than
 *          OWNER_TERMS_NOTICE_DAYS (15) after today (Irish time)
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OwnerTermsController = () => import('#controllers/trust/owner_terms_controller')

router.get('/api/terms', [OwnerTermsController, 'show']).as('terms.show')

router
  .group(() => {
    router.get('/terms', [OwnerTermsController, 'index']).as('index')
    router.post('/terms', [OwnerTermsController, 'store']).as('store')
  })
  .prefix('/api/admin')
  .as('admin.terms')
  .use(middleware.admin())
