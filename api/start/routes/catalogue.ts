/*
 * The public catalogue: shops, products, spotlights and categories.
 *
 * CONTRACT (the storefront builds against this; shapes are in @shoplocal/shared/types)
 *
 * Visibility: only approved, active shops and their active products are public. A pending,
 * rejected, removed or unknown shop, and any non-numeric id, is 404 {message}.
 * Empty query parameters are ignored. Text longer than 200 characters, a page below 1 or a
 * non-numeric page/limit is 422 {message, errors:[{field, message}]}. Only letters and
 * digits of a search take part in matching; a search with none of them is ignored.
 * Search (one SearchBackend, services/search/: the in-memory index of each API process)
 * folds case and accents ("Siobhan" finds "Siobhán"), matches every word as a word prefix
 * (from two letters; a one-letter word as a whole word), forgives one typo in words of 5+
 * letters ("bakry" finds bakeries), joins plurals to singulars and a shop trade's other
 * names ("bakery" finds "Bakehouse"); every word is required. Ranked by whether a word
 * was found only through a typo (such matches last), then how many words are in the name,
 * then text relevance; ties by rating, then id. A search that finds nothing may carry
 * X-Search-Suggestion (URI-encoded words of the index that find something: "Did you mean").
 * While a process has no index yet (no snapshot to load, the first build running) the
 * three lists answer 503 {message} with Retry-After.
 * location understands Irish places: a town or county in English or Irish ("Gaillimh"), a
 * variant ("Londonderry", "Co. Cork") or an Eircode routing key ("V92"); anything else is
 * a part of the shop's location text.
 *
 * Freshness: a shop or product created, edited, hidden or deleted shows in every API
 * process's lists within 2 s (the catalogue_changes feed, polled every 500 ms). View counts,
 * which change without an announcement, may be up to a minute old on a list's cards.
 * GET /api/shops/{id} and the spotlight reads are never cached.
 *
 * Paging (the three lists): ?page (from 1) and ?limit (default 50, capped at 100). The body
 * stays a plain JSON array, as the website's list screens read it; headers carry
 * X-Total-Count (all matches), X-Page and X-Limit. 'View All Products (n)' takes n from
 * X-Total-Count.
 *
 * Near me (the three lists): ?near= a town, county, Eircode or routing key, or "latitude,longitude";
 *   or ?lat=&lng= (the browser's position, used for this answer only); ?withinKm= 5, 10, 25 or 50
 *   keeps only matches that close; ?sort=nearest orders nearest first (equal distances keep their
 *   relevance order; a shop whose town is unknown comes last), sort=relevance (the default) keeps
 *   the order. With a place every row carries distanceKm (km to one decimal, from the centre of its
 *   shop's town, else its county; null when neither is known). An unknown place, half a position,
 *   a place and a position together, another distance or sort, and sort=nearest or withinKm without
 *   a place are 422 {message, errors:[{field, message}]} (services/catalogue/near_search.ts).
 *
 * Did you mean (the three lists): a search whose words find nothing carries X-Search-Suggestion:
 *   each typed word replaced by the nearest name word the index holds, offered only when that
 *   finds something (URI-encoded; services/search/catalogue_engine.ts).
 *
 * GET /api/shops?search=&location=&category=&approved=true&near=&lat=&lng=&withinKm=&sort=&page=&limit=
 *   → ShopListItem[]: Shop without products, plus productCount and openingHoursSchedule.
 *   search matches shop name, description and location; location is a place as above
 *   ("Galway" matches "Galway, Co. Galway" and the other towns of Co. Galway); category is a slug (an unknown
 *   slug gives []); approved is accepted and changes nothing (the public list is always
 *   approved shops). No search: best rated first.
 *
 * GET /api/shops/{id}[?track=0]
 *   → ShopDetail: Shop with category{name, slug}, rating and averageRating (the same stored
 *   average; null when reviewCount is 0), reviewCount, viewCount, contact fields,
 *   createdAt (member since), openingHours (text, one "Monday 09:00–18:00" line per open
 *   day), openingHoursSchedule (rows {day, opens, closes}) and products: Product[] (active
 *   only, newest first, with isSpotlighted, inStock, priorPrice, reducedSince; no nested shop).
 *   THIS CALL COUNTS A PAGE VIEW: it records a shop_visits row and adds one to viewCount,
 *   at most once per visitor per shop per hour (visitor = signed-in user, else the guest
 *   session kept in the session, else the day's keyed hash of the full IP + user agent; only
 *   the truncated IP is stored). The storefront's server must
 *   forward the visitor's Cookie, User-Agent, Referer and X-Forwarded-For. Callers that
 *   are not page views (sitemap, spotlight page) pass ?track=0. The viewCount returned
 *   already includes this view.
 *
 * POST /api/shops/visits {visits: [{shopId, forwardedFor, userAgent?, referrer?}] (at most 1,000)} → 204: views of
 *   shop pages the website served from its short-lived copies (visitors without cookies;
 *   storefront/src/lib/caching/guest-pages.ts), each counted as the read above counts one (the same visitor, at
 *   most once an hour); views of shops the public may not see are dropped. Only from the website's server (a
 *   TRUSTED_PROXIES address): anyone else 403.
 *
 * GET /api/products/search?shop=&product=&category=&location=&near=&lat=&lng=&withinKm=&sort=&page=&limit=
 *   → Product[] each with shop {id, name, location, profileImageUrl, rating, reviewCount,
 *   viewCount, category{name, slug}|null}, isSpotlighted, inStock, priorPrice, reducedSince.
 *   product matches product name and description; shop matches shop name and
 *   description; location and category as for shops. No words: best rated first.
 * GET /api/products/browse?location=&near=&lat=&lng=&withinKm=&sort=&page=&limit= → the same shape, filtered by town only
 *   (the client filters by shop.category.slug).
 *
 * GET /api/products/{id} → ProductDetail: the product (as in search, with shop) plus shopOpeningHours (rows
 *   {day, opens, closes} or null) and moreFromShop: up to PRODUCT_PAGE_MORE_FROM_SHOP (4) other public products of
 *   the shop, newest first. An inactive product, or one of a shop the public may not see → 404 'Product not found'.
 *   Not cached and counts no view. Its reviews: GET /api/products/{id}/reviews (engagement).
 *
 * GET /api/spotlight/active → ActiveSpotlight[]: approved, not ended, of public shops and
 *   active products; priority high to low, then newest. Each: {id, productId, priority,
 *   startDate, endDate, images[], product{name, price, priorPrice, reducedSince, rating, reviewCount,
 *   description, imageUrl}, shop{id, name, location, address, phone, email, openingHours,
 *   openingHoursSchedule}}. Days left: shared daysLeft(endDate).
 * GET /api/spotlight/{id} → the same object for one active spotlight; otherwise 404
 *   {message: 'Spotlight Product Not Found'}.
 * GET /api/categories → Category[] {id, name, slug, icon, description}, by name.
 * GET /api/places/nearest?latitude&longitude → {town, county, distanceKm}: the listed Irish town nearest
 *   the position ("Use my location"; the position is not stored); 404 {message} when none is within 60 km;
 *   422 for a missing or out-of-range coordinate.
 */
import router from '@adonisjs/core/services/router'
import { idMatcher } from '#validators/catalogue'

const ShopsController = () => import('#controllers/catalogue/shops_controller')
const ProductsController = () => import('#controllers/catalogue/products_controller')
const SpotlightsController = () => import('#controllers/catalogue/spotlights_controller')
const CategoriesController = () => import('#controllers/catalogue/categories_controller')
const PlacesController = () => import('#controllers/catalogue/places_controller')

router
  .group(() => {
    router.get('/categories', [CategoriesController, 'index']).as('categories.index')
    router.get('/places/nearest', [PlacesController, 'nearest']).as('places.nearest')
    router.get('/shops', [ShopsController, 'index']).as('catalogue.shops.index')
    router.get('/shops/:id', [ShopsController, 'show']).where('id', idMatcher).as('catalogue.shops.show')
    router.post('/shops/visits', [ShopsController, 'visits']).as('catalogue.shops.visits')
    router.get('/products/search', [ProductsController, 'search']).as('catalogue.products.search')
    router.get('/products/browse', [ProductsController, 'browse']).as('catalogue.products.browse')
    router.get('/products/:id', [ProductsController, 'show']).where('id', idMatcher).as('catalogue.products.show')
    router.get('/spotlight/active', [SpotlightsController, 'active']).as('catalogue.spotlight.active')
    router.get('/spotlight/:id', [SpotlightsController, 'show']).where('id', idMatcher).as('catalogue.spotlight.show')
  })
  .prefix('/api')
