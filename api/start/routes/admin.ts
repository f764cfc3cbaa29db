/*
 * Admin API: the desktop console's calls and the shop moderation calls.
 * Every route: 401 without credentials, 403 for an account without the admin
 * role or flag (AdminPolicy). Credentials: the desktop console's Bearer access token, or the
 * website session. JSON only; errors are {message, errors?}.
 *
 * Contract
 * - POST   /api/admin/auth/token            {email, password} → 200 {token, expiresAt, user}
 *            401 wrong credentials · 403 {message: ACCESS_DENIED.enhanced} signed in but not an admin
 *            · 423 {message, lockedUntil} locked · 429 rate limited. user = {id, firstName, lastName, email, role, isAdmin}
 *            · 503 {message} + Retry-After when the server's password hashing is full.
 *            The token ends 12 hours after issue, or sooner when unused for ADMIN_IDLE_TIMEOUT (12h); so does an
 *            admin's website session (customers' sessions last SESSION_AGE).
 * - POST   /api/admin/auth/code-token       {email, code} → 200 {token, expiresAt, user}: the code mailed by
 *            POST /api/auth/sign-in-code, which failed passwords from anywhere cannot block (the website's code rules:
 *            422 wrong code with attempts left, 429 this client's tries spent, 410 expired or used) · 403 banned or
 *            not an admin
 * - DELETE /api/admin/auth/token            → 200 {message}; the presented token stops working
 * - GET    /api/admin/auth/me               → 200 {user}
 * - GET    /api/admin/detailed-stats        → DetailedAdminStats (overview figures + revenueByMonth[12], topVisitedShops[10])
 * - GET    /api/admin/users                 ?page&limit(20, max 100)&search&role(all|customer|shop_owner|admin)
 *            &status(all|active|banned)&sortBy(createdAt|firstName|lastName|email|role)&sortOrder(asc|desc)
 *            → {users: AdminUser[], totalCount, totalPages}
 * - PUT    /api/admin/users/:id/suspend     {reason?} → {message, user}
 * - PUT    /api/admin/users/:id/unsuspend   → {message, user}
 * - PATCH  /api/admin/users/:id             {banned: boolean} → {message, user}
 * - DELETE /api/admin/users/:id             {reason?} → {message}; refused (409) for yourself or the last admin
 * - GET    /api/admin/shop-owners           ?page&limit&search(name or email)&status(all|active|suspended)
 *            &sortBy(createdAt|name|email|shopName)&sortOrder → {shopOwners: AdminShopOwner[], totalCount, totalPages}
 * - PUT    /api/admin/shop-owners/:id/suspend {reason?} · PUT .../unsuspend · DELETE /api/admin/shop-owners/:id {reason?}
 * - GET    /api/admin/all-shops             ?status=approved (plain form → {shops, totalCount})
 *            or ?page&limit&search&status(all|approved|pending|rejected)&sortBy(createdAt|name|location)&sortOrder
 *            → {shops: AdminShop[], totalCount, totalPages}
 * - GET    /api/admin/shops/:id             → AdminShopDetail (any status: description, address, town and county, owner,
 *            photo, newest products)
 * - PUT|PATCH /api/admin/shops/:id/approve  → {message, shop}
 * - PUT|PATCH /api/admin/shops/:id/reject   {reason?} → {message, shop}
 * - DELETE /api/admin/shops/:id             {reason?} → {message}
 * - GET    /api/admin/logs                  ?page&limit(50)&search(target name, action or reason)&action&adminId
 *            &targetType(each 'all' or absent = any)&from&to(YYYY-MM-DD, UTC days, both included) → {logs: AdminLog[], totalCount}
 * - GET    /api/admin/logs/facets           → AdminLogFacets {actions, admins: {id, name}[]}: the filters' choices
 * The spec's first admin panel (headline figures, pending shops, customers, visits) and the moderation queue
 * - GET    /api/admin/stats                 → AdminHeadlineStats {totalShops, activeUsers, totalRevenue, pendingApprovals}
 * - GET    /api/admin/pending-shops         → AdminShop[] (status pending, newest first)
 * - GET    /api/admin/customer-stats        → CustomerStats (topCities: at most 3)
 * - GET    /api/admin/customers             ?page&limit&search(id, or e-mail/phone/city prefix)&status(all|active|banned)
 *            &sortBy(createdAt|email|city)&sortOrder → {customers: AdminCustomer[], totalCount, totalPages, nextAfterId: null}
 *            · ?afterId=N&limit(≤1000)&search&status → the next chunk in id order, nextAfterId null on the last (exports)
 * - GET    /api/admin/customers/:id         → AdminCustomerDetail: the account, counts of favourites, follows, reviews,
 *            chats, messages and visits, the newest CUSTOMER_STORY_ITEMS of each (favourites with product and shop names,
 *            chats with their last message), sign-ins, admin actions on them
 * - PATCH  /api/admin/customers/:id/ban     {banned: boolean} → {message, customer}; a ban ends the customer's sessions
 * - DELETE /api/admin/customers/:id         → {message}. Both 404 when the id is not a customer.
 * - GET    /api/admin/visit-stats           → VisitStats {daily, weekly, monthly, yearly, topShops, sources (by referrer host)}
 * - GET    /api/admin/recent-visits         → RecentVisit[] (latest 50)
 * - GET    /api/admin/system-metrics        → AdminSystemMetrics: this process's uptime, memory, requests a minute and p95
 *            over the last 5 and 60 minutes; failed sign-ins and locks in the last 24 h (audit trail)
 * - GET    /api/admin/moderation-queue      → {items: ModerationItem[] oldest first, counts: {shop, payment, spotlight}};
 *            decisions go to each kind's own endpoint (shops here, payments and spotlight in their route files).
 * Paging: limit is capped at 100, a page below 1 or past the end clamps to the nearest page.
 * Sorting: only the listed columns; anything else is a 422.
 * Reasons: every suspension, deletion, rejection and removal records one; an omitted or blank
 *   reason is recorded as DEFAULT_REJECT_REASON (`@shoplocal/shared/messages`), decided here, not by the console.
 * Grounds: suspend, reject, remove and the ban switches (users' PATCH, customers' ban) also take
 *   {ground?: 'terms'|'law', groundDetail?}; each such restriction records a statement of reasons
 *   (start/routes/trust.ts), naming our terms of use when no ground is sent.
 * Every action writes admin_logs (action, target type/id/name, details.reason, IP, user agent).
 * Suspending or deleting a user ends their sessions and revokes their tokens at once.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttleSignIn } from '#middleware/auth_throttles'
import { admitHashing } from '#middleware/hash_admission'

const UsersController = () => import('#controllers/admin/users_controller')
const ShopOwnersController = () => import('#controllers/admin/shop_owners_controller')
const ShopsController = () => import('#controllers/admin/shops_controller')
const StatsController = () => import('#controllers/admin/stats_controller')
const LogsController = () => import('#controllers/admin/logs_controller')
const AdminTokensController = () => import('#controllers/admin/admin_tokens_controller')
const CustomersController = () => import('#controllers/admin/customers_controller')
const ModerationController = () => import('#controllers/admin/moderation_controller')
const VisitsController = () => import('#controllers/admin/visits_controller')
const SystemMetricsController = () => import('#controllers/admin/system_metrics_controller')

router
  .group(() => {
    router.post('/token', [AdminTokensController, 'store']).as('token.store').use([admitHashing, throttleSignIn])
    router.post('/code-token', [AdminTokensController, 'storeByCode']).as('token.storeByCode').use(throttleSignIn)
    router.get('/me', [AdminTokensController, 'show']).as('token.show').use(middleware.admin())
    router.delete('/token', [AdminTokensController, 'destroy']).as('token.destroy').use(middleware.admin())
  })
  .prefix('/api/admin/auth')
  .as('admin.auth')

router
  .group(() => {
    router.get('/detailed-stats', [StatsController, 'detailed']).as('stats.detailed')

    router.get('/users', [UsersController, 'index']).as('users.index')
    router.put('/users/:id/suspend', [UsersController, 'suspend']).as('users.suspend')
    router.put('/users/:id/unsuspend', [UsersController, 'unsuspend']).as('users.unsuspend')
    router.patch('/users/:id', [UsersController, 'update']).as('users.update')
    router.delete('/users/:id', [UsersController, 'destroy']).as('users.destroy')

    router.get('/shop-owners', [ShopOwnersController, 'index']).as('shop_owners.index')
    router.put('/shop-owners/:id/suspend', [ShopOwnersController, 'suspend']).as('shop_owners.suspend')
    router.put('/shop-owners/:id/unsuspend', [ShopOwnersController, 'unsuspend']).as('shop_owners.unsuspend')
    router.delete('/shop-owners/:id', [ShopOwnersController, 'destroy']).as('shop_owners.destroy')

    router.get('/all-shops', [ShopsController, 'index']).as('shops.index')
    router.get('/shops/:id', [ShopsController, 'show']).as('shops.show')
    router.route('/shops/:id/approve', ['PUT', 'PATCH'], [ShopsController, 'approve']).as('shops.approve')
    router.route('/shops/:id/reject', ['PUT', 'PATCH'], [ShopsController, 'reject']).as('shops.reject')
    router.delete('/shops/:id', [ShopsController, 'destroy']).as('shops.destroy')

    router.get('/logs', [LogsController, 'index']).as('logs.index')
    router.get('/logs/facets', [LogsController, 'facets']).as('logs.facets')

    router.get('/stats', [ModerationController, 'stats']).as('stats.headline')
    router.get('/pending-shops', [ModerationController, 'pendingShops']).as('shops.pending')
    router.get('/visit-stats', [VisitsController, 'visitStats']).as('visits.stats')
    router.get('/recent-visits', [VisitsController, 'recentVisits']).as('visits.recent')
    router.get('/moderation-queue', [ModerationController, 'moderationQueue']).as('moderation_queue')
    router.get('/customer-stats', [CustomersController, 'stats']).as('customers.stats')
    router.get('/customers', [CustomersController, 'index']).as('customers.index')
    router.get('/customers/:id', [CustomersController, 'show']).as('customers.show')
    router.patch('/customers/:id/ban', [CustomersController, 'ban']).as('customers.ban')
    router.delete('/customers/:id', [CustomersController, 'destroy']).as('customers.destroy')
    router.get('/system-metrics', [SystemMetricsController, 'show']).as('system_metrics')
  })
  .prefix('/api/admin')
  .as('admin')
  .where('id', router.matchers.number())
  .use(middleware.admin())
