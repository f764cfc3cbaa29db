/*
 * Trader checks (Digital Services Act Art. 30–31): the owner gives the trader behind each shop, the admins tick a
 * checklist, approval waits for it (PUT /api/admin/shops/:id/approve answers 422 naming what is unchecked), and the
 * shop page shows the public part (`trader` of GET /api/shops/:id).
 *
 * Contract (errors are {message, errors?}; a refused call changes nothing and stores nothing)
 * Owner routes: website session; 401 without an owner session, 403 'You can only manage your own shops.', 404 no shop.
 * - GET /api/shops/:id/trader           → 200 OwnerTraderResponse {trader | null, fromOtherShop | null (the latest of the
 *     owner's other shops, to start from), deadline (YYYY-MM-DD)}
 * - PUT /api/shops/:id/trader           {legalName, address, phone, email, register ('cro'|'rbn'|null), registerNumber,
 *     vatNumber (null when not registered), iban, selfCertified: true} → 200 {message, trader: TraderDetails}
 *     · 422 per field (an IBAN failing mod-97, a register number that is not 1–7 digits, a VAT number of the wrong
 *     shape, no self-certification). A changed detail loses its tick; complete details show a shop hidden for lacking them.
 * - PUT /api/shops/:id/trader/identity  multipart, one file in field `document` (a picture or a PDF judged by its bytes;
 *     a picture re-encoded, stored under traders/<row id>/) → 200 {message, trader} · 409 details not given yet
 *     · 422 'An identity document must be a photo (JPEG, PNG, WebP) or a PDF' · 413 past 5 MB · 429 per owner per minute
 * - GET /api/shops/:id/trader/identity  (the owner's website session, or an admin) → the file, nosniff, no-store; a PDF
 *     as an attachment under default-src 'none' with a sandbox · 404 none. /uploads/* refuses every traders/ key.
 * Admin routes (admin token or session):
 * - GET /api/admin/shops/:id/trader         → AdminTraderChecklist {trader | null, checks: item → {by: {id, name}, at} | null,
 *     due (the items that apply: register and VAT only when named), missing}
 * - PUT /api/admin/shops/:id/trader/checks  {items: TraderCheckItem[]} (the whole ticked set; a kept tick keeps its
 *     signer) → 200 AdminTraderChecklist · 409 no details yet · 422 an item that does not apply. Logged as check_trader.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttleUploads } from '#middleware/upload_throttle'

const TraderController = () => import('#controllers/trader/trader_controller')
const AdminTraderController = () => import('#controllers/trader/admin_trader_controller')

router
  .group(() => {
    router.get('/shops/:id/trader', [TraderController, 'show']).as('trader.show')
    router.put('/shops/:id/trader', [TraderController, 'update']).as('trader.update')
    router.put('/shops/:id/trader/identity', [TraderController, 'identity']).as('trader.identity').use(throttleUploads)
  })
  .prefix('/api')
  .where('id', router.matchers.number())

router
  .get('/api/shops/:id/trader/identity', [TraderController, 'showIdentity'])
  .as('trader.identity.show')
  .where('id', router.matchers.number())
  .use(middleware.auth({ guards: ['api', 'web'] }))

router
  .group(() => {
    router.get('/shops/:id/trader', [AdminTraderController, 'show']).as('show')
    router.put('/shops/:id/trader/checks', [AdminTraderController, 'checks']).as('checks')
  })
  .prefix('/api/admin')
  .as('admin.trader')
  .where('id', router.matchers.number())
  .use(middleware.admin())
