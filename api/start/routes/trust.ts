/*
 * Trust and safety: reports on public items, statements of reasons, appeals, and the console's desk.
 * JSON only; errors are {message, errors?}.
 *
 * Contract
 * - POST /api/reports {targetType(shop|product|spotlight|review|chat_message), targetId, category (REPORT_CATEGORIES),
 *          explanation, reporterName?, reporterEmail?, goodFaith: true} → 201 {reference}. Anyone; a chat message
 *          only by the other party of its conversation (403 for its sender). Name and e-mail required (the signed-in
 *          account's when left out) except for protection_of_minors · 404 unknown or not public · 422 fields ·
 *          429 over REPORTS_PER_ADDRESS_PER_HOUR (10) per address or REPORTS_PER_EMAIL_PER_DAY (20) per e-mail ·
 *          403 {until} while the address is barred by the misuse rule.
 * - GET  /api/reports/target?targetType&targetId → TrustTarget {type, id, name, url}: the item the form names (404 as above)
 * - GET  /api/account/statements → {statements: Statement[]} (signed in: as the person restricted, or as a reporter)
 * - GET  /api/account/statements/:id → Statement · 404 when not theirs
 * - POST /api/account/statements/:id/appeal {explanation} → 201 Statement (with its appeal) · 403 not theirs to appeal
 *          (a reporter only against no_action) · 409 already appealed or past six months
 * - GET  /api/statements/by-link?token → Statement: a person without an account (a visitor who reported, the holder
 *          of an account staff deleted) reads it through the signed link of its mail · 404 for a token that does not verify
 * - POST /api/statements/by-link/appeal {token, explanation} → 201 Statement: their appeal, under the same rules
 * Admin (401/403 as every admin route):
 * - GET  /api/admin/reports?status=open|decided → {reports: AdminReport[], totalCount}; open oldest first
 * - POST /api/admin/reports/:id/decision {action(no_action|hide_item|restrict_shop|suspend_account), ground(terms|law),
 *          groundDetail, explanation, manifestlyUnfounded?, manifestlyIllegal?} → {message, statementId} · 409 already
 *          decided. manifestlyIllegal with hide_item counts towards the author's misuse (a warning, then a suspension
 *          from posting: POSTING_MISUSE_* settings), and posting while suspended is 403 {until}
 * - POST /api/admin/decisions {targetType, targetId, action (not no_action), ground, groundDetail, explanation, manifestlyIllegal?}
 *          → 201 {message, statementId}: a restriction on the admin's own initiative
 * - GET  /api/admin/appeals?status=open|decided → {appeals: AdminAppeal[], totalCount}
 * - POST /api/admin/appeals/:id/decision {outcome(upheld|reversed), explanation} → {message, appeal} · 403 for the
 *          admin who made the first decision · 409 already decided
 * - GET  /api/admin/statements/export?from=YYYY-MM-DD&to=YYYY-MM-DD → JSON lines, one statement each, in the EU DSA
 *          transparency database's fields; without `to` the period ends today, without `from` it starts a year
 *          before its end (the same for the figures below)
 * - GET  /api/admin/transparency?from=YYYY-MM-DD&to=YYYY-MM-DD → TransparencyFigures: reports by category, decisions by
 *          action and ground, median hours to decision, own-initiative actions, appeals, misuse suspensions (reporting and
 *          posting), and the
 *          average monthly active recipients of the last six whole months (shop-page visitors)
 * - GET  /api/admin/reviews/held → HeldReviewsPage {reviews: HeldReview[], totalCount}: reviews held in a burst of new
 *          reviewers on a shop (REVIEW_BURST_NEWCOMERS, start/routes/engagement.ts), oldest held first
 * - POST /api/admin/reviews/:id/approve → {message}: it counts and is listed from now · 404 not held
 * - POST /api/admin/reviews/:id/reject {ground, groundDetail, explanation} → {message, statementId}: hidden, with the
 *          statement of reasons a hidden review gets (its account, if any, is told) · 404 not held · 422 fields
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { idMatcher } from '#validators/catalogue'

const ReportsController = () => import('#controllers/trust/reports_controller')
const StatementsController = () => import('#controllers/trust/statements_controller')
const AdminReportsController = () => import('#controllers/trust/admin_reports_controller')
const AdminAppealsController = () => import('#controllers/trust/admin_appeals_controller')
const HeldReviewsController = () => import('#controllers/trust/held_reviews_controller')

router
  .group(() => {
    router.get('/reports/target', [ReportsController, 'target']).as('reports.target')
    router.post('/reports', [ReportsController, 'store']).as('reports.store')
    router.get('/account/statements', [StatementsController, 'index']).as('statements.index')
    router.get('/account/statements/:id', [StatementsController, 'show']).where('id', idMatcher).as('statements.show')
    router.post('/account/statements/:id/appeal', [StatementsController, 'appeal']).where('id', idMatcher).as('statements.appeal')
    router.get('/statements/by-link', [StatementsController, 'showByLink']).as('statements.by_link')
    router.post('/statements/by-link/appeal', [StatementsController, 'appealByLink']).as('statements.by_link_appeal')
  })
  .prefix('/api')
  .as('trust')

router
  .group(() => {
    router.get('/reports', [AdminReportsController, 'index']).as('reports.index')
    router.post('/reports/:id/decision', [AdminReportsController, 'decide']).as('reports.decide')
    router.post('/decisions', [AdminReportsController, 'ownInitiative']).as('decisions.store')
    router.get('/statements/export', [AdminReportsController, 'exportStatements']).as('statements.export')
    router.get('/transparency', [AdminReportsController, 'transparency']).as('transparency')
    router.get('/appeals', [AdminAppealsController, 'index']).as('appeals.index')
    router.post('/appeals/:id/decision', [AdminAppealsController, 'decide']).as('appeals.decide')
    router.get('/reviews/held', [HeldReviewsController, 'index']).as('reviews.held.index')
    router.post('/reviews/:id/approve', [HeldReviewsController, 'approve']).as('reviews.held.approve')
    router.post('/reviews/:id/reject', [HeldReviewsController, 'reject']).as('reviews.held.reject')
  })
  .prefix('/api/admin')
  .as('admin.trust')
  .where('id', router.matchers.number())
  .use(middleware.admin())
