/*
 * Customer engagement: favourites, ratings and reviews, contact messages to
 * shops and chat between customers and shop owners. Website session only.
 * The visitor is the signed-in account, else the guest session their browser
 * holds (POST /api/guest-session); EngagementPolicy decides who may do what.
 *
 * Contract
 * - Favourites belong to customer accounts and to guest sessions. One per (customer or guest, shop, product);
 *   counts are counted from the rows, so they never go below zero. A guest's favourites become the account's
 *   when that browser signs in or finishes signing up as a customer.
 *   GET    /api/favorites/count              → 200 a bare number: the caller's saved products (0 for anyone else)
 *   GET    /api/favorites/counts?shopId=&productIds=1,2
 *                                            → 200 [{productId, count}] by productId, people who saved each; with
 *                                              no filter the 100 most saved; products nobody saved are absent
 *   GET    /api/customer/favorites           → 200 FavoriteItem[] newest first (public products only; [] for
 *                                              anyone who has no favourites)
 *   POST   /api/customer/favorites {shopId, productId}
 *                                            → 200 {shopId, productId, isFavorite: true, count}; again: the same;
 *                                              a product that is not public or not of that shop → 404
 *   DELETE /api/customer/favorites/{shopId}?productId=  and  DELETE /api/favorites {shopId, productId}
 *                                            → 200 {…, isFavorite: false, count}; not saved: the same
 *   Writes: signed out without a guest session → 401 'Please sign in or continue as a guest first.';
 *   an owner or admin account → 403 'Only customer accounts can do this.'
 * - Reviews: POST /api/shops/{id}/reviews, POST /api/products/{id}/reviews {rating 1–5 whole, comment?,
 *   reviewerName?, reviewerEmail?}. The reviewer is the account, else the guest session, else the typed
 *   name and email (neither → 422 'Either userId, guestSessionId, or guest reviewer info must be
 *   provided'; only one → 'Please provide your email' / 'Please provide your name'). Comment trimmed, empty
 *   → null, at most REVIEW_COMMENT_MAX_LENGTH (2000). One review per customer or guest session per shop or
 *   product: a second replaces the first (200 instead of 201). → {review: {id, rating, comment, reviewerName,
 *   createdAt, reply}, replaced, pending, held, codeSentTo, summary: {rating, averageRating, reviewCount}}, the
 *   figures recomputed in the same transaction. A guest session shows the name it confirmed (its first review's
 *   reviewerName) on every review, whatever later forms type. Typed name and e-mail only, or a guest session not
 *   yet confirmed → 202 {pending: true, codeSentTo}: not counted or listed, a code is mailed to the address (or
 *   the session's e-mail, else texted to its phone); POST /api/reviews/{id}/confirm {code} publishes it (201; 200
 *   when it replaced that address's or session's earlier review, which nothing else can replace) and confirms the
 *   guest session; code errors as verify-email, published → 409. A
 *   wrong code counts against the guessing client's 5 tries at it (then 429 for that client), never the review's;
 *   POST /api/reviews/{id}/code → 200 {message} sends a new code (the old one stops working), 404 / 409 as above.
 *   Review codes sent to one address: REVIEW_CODE_MAILS_PER_DAY (5) a day, beyond that none (answers unchanged).
 *   New reviews per hour: REVIEWS_PER_ADDRESS_PER_HOUR (10) per client address → 429 'Too many reviews…'.
 *   A burst: more than REVIEW_BURST_NEWCOMERS (5) reviews about one shop and its products by newcomers (no
 *   account, or one younger than REVIEW_ESTABLISHED_ACCOUNT_DAYS, 7) published within REVIEW_BURST_WINDOW_MINUTES
 *   (60) holds all of that window's newcomer reviews → the answer is 202 {held: true}: not counted or listed until
 *   an admin approves it (start/routes/trust.ts). Established accounts' reviews publish as ever.
 * - Follow a shop: GET /api/shops/{id}/follow → {shopId, isFollowing, count (accounts and confirmed guests)}; PUT follows, DELETE unfollows
 *   (both idempotent, same answer); GET /api/customer/followed-shops → ShopSummary[] newest first. Holders and
 *   refusals as favourites (401 signed out without a guest session, 403 owner accounts); a guest's follows
 *   become the account's on sign-in. Hidden or unknown shop → 404.
 * - Owner replies: PUT /api/reviews/{id}/reply {body 1–2000} → 201 posted / 200 edited {review}; DELETE →
 *   200 {message}; no reply → 404. Only the reviewed shop's owner: signed out → 401, anyone else → 403;
 *   unknown or unpublished review → 404.
 *   A shop's owner rating their own shop (or its products) → 403. Hidden or unknown shop/product → 404.
 *   GET /api/shops/{id}/reviews, GET /api/products/{id}/reviews ?page=&limit= → Review[] newest first
 *   (REVIEWS_PAGE_SIZE 10 by default, at most 100), X-Total-Count, X-Page, X-Limit. A shop's list holds
 *   reviews of the shop itself, not of its products. Reviewer emails are never shown.
 *   GET /api/shops/{id}/reviews/mine, GET /api/products/{id}/reviews/mine → {review: Review | null}: the caller's
 *   own published review (the account's, else the guest session's; null for anyone else), so the shop page's
 *   rating dialog and the product page's form show it. Hidden or unknown shop or product → 404.
 * - Contact: POST /api/shops/{id}/messages {senderName?, senderEmail?, senderPhone?, content} → 201 {id,
 *   shopId, createdAt}. A customer's name and contact default to the account's, a guest session's contact to
 *   the session's. No name → 422 senderName 'Please provide your name'; neither email nor phone → 422
 *   senderEmail 'Please provide either an email or phone number.'; a bad email → 'Please provide a valid
 *   email address'. content 1–CONTACT_MESSAGE_MAX_LENGTH (2000) characters. The shop's owner is mailed
 *   (Reply-To the sender) and messages.email_sent records that the mail left. At most
 *   CONTACT_PER_ADDRESS_PER_HOUR (10) per client address and CONTACT_PER_SHOP_PER_HOUR (60) per shop → 429.
 * - Chat needs a signed-in account: signed out (a guest session too) → 401 'Please sign in to send messages.'
 *   Only the conversation's customer and the owner of its shop may read or write it: anyone else → 403 'You do
 *   not have access to this conversation.', the same for an id that does not exist.
 *   GET  /api/chat/conversations            → Conversation[] {id, shopId, shop{name}, customer{id, name}, otherName,
 *                                             viewerSide, lastMessage, lastMessageAt, unreadCount, updatedAt}: the caller's as a
 *                                             customer and those of the shops they own, newest activity first (200 at most)
 *   GET  /api/customer/conversations        → the same, only those where the caller is the customer
 *   GET  /api/chat/conversations/{id}/messages → {conversation, messages: ChatMessage[] oldest first (the newest 500)};
 *                                             marks the other side's messages read
 *   POST /api/chat/messages {shopId | conversationId, message, clientKey?} → 201 {conversation, message}. A customer names the shop
 *        (the conversation is created by the first message; a hidden shop → 404; the shop's own owner → 403); the
 *        owner answers with the conversation id. message: plain text, trimmed, 1–CHAT_MESSAGE_MAX_LENGTH (2000)
 *        characters, returned exactly as stored: clients show it as text, never as HTML. clientKey (8–64 of A–Z a–z
 *        0–9 _ -, made by the sender's page per message): a second send with the same key in the conversation
 *        stores nothing and answers 201 with the message the first one stored.
 * - Live updates (server-sent events, @adonisjs/transmit): GET /api/__transmit/events?uid=, POST
 *   /api/__transmit/subscribe|unsubscribe {uid, channel} (only by whoever opened the stream uid, else 403). Channels: chat/conversations/{id} (the two sides
 *   only; others 400 on subscribe) carries {type: 'message', message: ChatMessage} for each new message;
 *   chat/users/{id} (that user only) carries {type: 'conversations', conversationId} whenever one of their
 *   conversations gets a message or is read. Clients keep polling as the fallback when the stream is down.
 */
import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import { validateLiveStreamInput } from '#middleware/live_stream_input'
import { idMatcher } from '#validators/catalogue'
import { throttleCodes, throttleSignIn } from '#middleware/auth_throttles'
import { authorizeChatChannels } from '#controllers/engagement/live_channels'

const FavouritesController = () => import('#controllers/engagement/favourites_controller')
const ReviewsController = () => import('#controllers/engagement/reviews_controller')
const ShopFollowsController = () => import('#controllers/engagement/shop_follows_controller')
const ContactMessagesController = () => import('#controllers/engagement/contact_messages_controller')
const ChatController = () => import('#controllers/engagement/chat_controller')

router
  .group(() => {
    router.get('/favorites/count', [FavouritesController, 'count']).as('favorites.count')
    router.get('/favorites/counts', [FavouritesController, 'counts']).as('favorites.counts')
    router.delete('/favorites', [FavouritesController, 'destroyByBody']).as('favorites.destroy')
    router.get('/customer/favorites', [FavouritesController, 'index']).as('customer.favorites.index')
    router.post('/customer/favorites', [FavouritesController, 'store']).as('customer.favorites.store')
    router.delete('/customer/favorites/:shopId', [FavouritesController, 'destroy']).as('customer.favorites.destroy')

    router.get('/customer/followed-shops', [ShopFollowsController, 'index']).as('customer.followedShops')
    router.get('/shops/:id/follow', [ShopFollowsController, 'show']).where('id', idMatcher).as('shops.follow.show')
    router.put('/shops/:id/follow', [ShopFollowsController, 'follow']).where('id', idMatcher).as('shops.follow.store')
    router.delete('/shops/:id/follow', [ShopFollowsController, 'unfollow']).where('id', idMatcher).as('shops.follow.destroy')

    router.get('/shops/:id/reviews', [ReviewsController, 'indexForShop']).where('id', idMatcher).as('shops.reviews.index')
    router.post('/shops/:id/reviews', [ReviewsController, 'storeForShop']).where('id', idMatcher).as('shops.reviews.store')
    router.get('/products/:id/reviews', [ReviewsController, 'indexForProduct']).where('id', idMatcher).as('products.reviews.index')
    router.post('/products/:id/reviews', [ReviewsController, 'storeForProduct']).where('id', idMatcher).as('products.reviews.store')
    router.get('/shops/:id/reviews/mine', [ReviewsController, 'ownForShop']).where('id', idMatcher).as('shops.reviews.own')
    router.get('/products/:id/reviews/mine', [ReviewsController, 'ownForProduct']).where('id', idMatcher).as('products.reviews.own')
    router.post('/reviews/:id/confirm', [ReviewsController, 'confirm']).where('id', idMatcher).as('reviews.confirm').use(throttleSignIn)
    router.post('/reviews/:id/code', [ReviewsController, 'resendCode']).where('id', idMatcher).as('reviews.code').use(throttleCodes)
    router.put('/reviews/:id/reply', [ReviewsController, 'saveReply']).where('id', idMatcher).as('reviews.reply.save')
    router.delete('/reviews/:id/reply', [ReviewsController, 'deleteReply']).where('id', idMatcher).as('reviews.reply.delete')

    router.post('/shops/:id/messages', [ContactMessagesController, 'store']).where('id', idMatcher).as('shops.messages.store')

    router.get('/chat/conversations', [ChatController, 'conversations']).as('chat.conversations')
    router.get('/chat/conversations/:id/messages', [ChatController, 'messages']).where('id', idMatcher).as('chat.messages')
    router.post('/chat/messages', [ChatController, 'send']).as('chat.send')
    router.get('/customer/conversations', [ChatController, 'customerConversations']).as('customer.conversations')

    // /api/__transmit/events, /subscribe and /unsubscribe: under /api so the website's proxy carries them.
    transmit.registerRoutes((route) => route.use(validateLiveStreamInput))
  })
  .prefix('/api')

authorizeChatChannels()
