/*
 * The shop-owner portal's own calls (sign-in, registration and logout stay
 * with the other accounts in start/routes/auth.ts). Website session only;
 * OwnerPolicy decides who is an owner and whose shop is whose.
 *
 * Contract (errors are {message, errors?})
 * Every route: 401 {message: 'Unauthorized'} without a shop_owner or admin session (a customer session too,
 *   so the website sends them to the owner sign-in). Another owner's shop, product or message: 403 with the
 *   reason. Unknown id: 404. A refused call changes nothing.
 * - GET    /api/shop-owner/profile        → 200 {id, firstName, lastName, email, phone, profileImageUrl, isAdmin,
 *                                           role, shopCount}
 * - GET    /api/my-shops                  → 200 OwnerShop[] (newest first, every status, products newest first)
 * - POST   /api/shops                     ShopPayload → 201 {message: 'It will be reviewed by our team', shop}:
 *            pending, not public until approved; free trial from now (30 days) with its product limit (10)
 *            · 422 'Shop name is required' / 'Location is required' / …
 * - PUT    /api/shops/:id                 ShopPayload → 200 {message, shop}
 *            ShopPayload.openingHours: [{day: 'Monday'…'Sunday' (each once), opens, closes ('HH:MM' 24-hour, both or
 *            neither = closed; closes ≤ opens runs past midnight)}] or null · 422 with the field openingHours
 * - POST   /api/shops/:id/resubmit        ShopPayload → 200 {message, shop}: a rejected shop, edited, back to pending
 *            review (reason cleared) · 409 'Only a rejected shop can be resubmitted for review.'
 * - DELETE /api/shops/:id                 → 200 {message}: the shop with its products, reviews, visits and messages
 * - PUT    /api/shops/:id/profile-image   {profileImageUrl} → 200 {message, shop} · 422 'Please enter a valid image URL'
 * - POST   /api/shops/:id/products        ProductPayload → 201 {message, product} · 422 'Product name is required' /
 *            'Price must be positive' (message: 'Your product is now listed.' only when the shop is public) · 409 {message, maxProducts, currentPlan, upgradePlan} at the plan's limit
 * - POST   /api/shops/:id/products/import {products: ProductPayload[] (1–500)} → 201 {message, imported}: all rows or
 *            none · 422 with fields products.<row>.<field> · 409 when the rows would pass the plan's limit
 * - PUT    /api/products/:id              ProductPayload → 200 {message, product}
 * - DELETE /api/products/:id              → 200 {message} · 403 'You can only delete your own products.'
 * - DELETE /api/shops/:id/products        → 200 {message, deleted} · 403 'You can only delete products from your own shop.'
 * - POST   /api/upload/image              multipart, one file in field `image` → 201 {imageUrl, thumbnailUrl, width, height}
 *            · 413 'Image size must be less than 5MB' · 422 'Please select a valid image file' (judged by the bytes:
 *            JPEG, PNG, WebP, GIF) · 422 'Please select an image first' · 429 per owner per minute
 * - GET    /api/shop-owner/messages       → 200 {messages (newest first, latest 100), unreadCount, unreadChatCount (unread
 *                                           chat messages from customers and guests in the owner's shops)}
 * - PUT    /api/shop-owner/messages/:id/read → 200 {message}
 * - GET    /api/shop-owner/reviews ?page=&limit= → 200 OwnerReview[] (published reviews of the owner's shops and
 *   their products, newest first, with shopName, productName and the reply; X-Total-Count, X-Page, X-Limit).
 *   Replies are written with PUT/DELETE /api/reviews/{id}/reply (engagement).
 * - GET    /api/shop-owner/insights       → 200 OwnerInsights: views per day (30 days, UTC) per shop, the 10 most
 *            favourited products, contact messages and chats per week (12 weeks from Monday), average minutes to the
 *            first owner reply in chats of the last 90 days
 * Deleting a product (or all of a shop's products) or replacing an image removes the owner's stored files
 * that nothing shows any more. Every change to what the public catalogue shows calls recordCatalogueChange.
 */
import router from '@adonisjs/core/services/router'
import { throttleUploads } from '#middleware/upload_throttle'

const ProfileController = () => import('#controllers/owner/profile_controller')
const ShopsController = () => import('#controllers/owner/shops_controller')
const ProductsController = () => import('#controllers/owner/products_controller')
const MessagesController = () => import('#controllers/owner/messages_controller')
const UploadsController = () => import('#controllers/owner/uploads_controller')
const InsightsController = () => import('#controllers/owner/insights_controller')
const OwnerReviewsController = () => import('#controllers/owner/reviews_controller')

router
  .group(() => {
    router.get('/shop-owner/profile', [ProfileController, 'show']).as('shopOwner.profile')

    router.get('/my-shops', [ShopsController, 'index']).as('owner.shops.index')
    router.post('/shops', [ShopsController, 'store']).as('owner.shops.store')
    router.put('/shops/:id', [ShopsController, 'update']).as('owner.shops.update')
    router.post('/shops/:id/resubmit', [ShopsController, 'resubmit']).as('owner.shops.resubmit')
    router.delete('/shops/:id', [ShopsController, 'destroy']).as('owner.shops.destroy')
    router.put('/shops/:id/profile-image', [ShopsController, 'profileImage']).as('owner.shops.profileImage')

    router.post('/shops/:id/products', [ProductsController, 'store']).as('owner.products.store')
    router.post('/shops/:id/products/import', [ProductsController, 'import']).as('owner.products.import')
    router.delete('/shops/:id/products', [ProductsController, 'destroyAll']).as('owner.products.destroyAll')
    router.put('/products/:id', [ProductsController, 'update']).as('owner.products.update')
    router.delete('/products/:id', [ProductsController, 'destroy']).as('owner.products.destroy')

    router.post('/upload/image', [UploadsController, 'store']).as('owner.uploads.store').use(throttleUploads)

    router.get('/shop-owner/messages', [MessagesController, 'index']).as('owner.messages.index')
    router.put('/shop-owner/messages/:id/read', [MessagesController, 'read']).as('owner.messages.read')
    router.get('/shop-owner/insights', [InsightsController, 'show']).as('owner.insights')
    router.get('/shop-owner/reviews', [OwnerReviewsController, 'index']).as('owner.reviews.index')
  })
  .prefix('/api')
  .where('id', router.matchers.number())
