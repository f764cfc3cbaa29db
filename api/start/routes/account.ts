/*
 * The signed-in person's own account (website session; 401 {message} when
 * signed out). Errors as everywhere: {message, errors?: [{field, message}]}.
 *
 * - GET    /api/account                  → 200 AuthUserDetail (as GET /api/auth/user)
 * - PATCH  /api/account {firstName, lastName, city} → 200 {message, user}
 * - POST   /api/account/email {email}    → 200 {message}; a 6-digit code is mailed to the NEW address (10 minutes,
 *          5 tries, the account's code allowance); same address → 422; taken for this role → 409. Also adds an
 *          e-mail to a phone-only account.
 * - POST   /api/account/email/confirm {code} → 200 {message, user}: the new address is used (and counts as verified);
 *          the old address, if any, is mailed. Code errors as /api/auth/verify-email.
 * - POST   /api/account/phone {phone}    → 200 {message}; a 6-digit code is texted to the NEW number (stored E.164
 *          through the shared normalizePhone; 10 minutes, 5 tries, the account's code allowance); same number → 422;
 *          taken by another account of this role → 409. Also adds a phone to an e-mail-only account.
 * - POST   /api/account/phone/confirm {code} → 200 {message, user}: the new number is used (and counts as verified);
 *          the old number is texted and the e-mail address, if any, mailed. Code errors as /api/auth/verify-email.
 * - POST   /api/account/picture           multipart, one file in field `image` (as /api/upload/image: JPEG, PNG, WebP or
 *          GIF by its bytes, 5 MB) → 201 {message, user}: stored resized under the person's own uploads and used as
 *          profileImageUrl; the previous upload is deleted when nothing else shows it.
 * - PUT    /api/account/picture {profileImageUrl} → 200 {message, user}; only the person's own /uploads/owners/<id>/…
 *          pictures (an owner may reuse a shop picture), anything else → 422.
 * - DELETE /api/account/picture          → 200 {message, user}: no picture.
 * - POST   /api/account/password {currentPassword, newPassword, confirmPassword} → 200 {message}; a wrong current
 *          password → 422 (under the sign-in lockout: 423/429 as sign-in); every other session and desktop token
 *          ends, this one stays; the person is mailed.
 * - GET    /api/account/sessions         → 200 AccountSession[] (active website sign-ins, addresses truncated)
 * - DELETE /api/account/sessions/:id     → 200 {message}; that session is signed out · 404 when not active/not theirs
 * - GET    /api/account/export           → 200 application/json attachment, streamed: {exportedAt, account, shops,
 *          products, favourites, reviews, messagesSent, messagesReceived, chats, chatMessages, payments,
 *          subscriptions, spotlightRequests, signIns, auditEntries, shopVisits, pictures: [{kind: 'profile'|'shop'|'product',
 *          id, url}]} (pictures: the person's own uploads shown by the account, its shops and products).
 *          ?format=zip → application/zip, streamed: data.json (the same document) and pictures/<name>.webp, the files
 *          of the listed pictures. Another format → 422.
 * - POST   /api/account/delete/code {via?: 'email' | 'phone'} → 200 {message}; a 6-digit deletion code is mailed to
 *          the account's e-mail (default) or texted to its phone (the default when it has no e-mail), for people who
 *          sign in with codes and do not use a password; no such contact → 422 on via.
 * - POST   /api/account/delete {password | code, confirmation: 'DELETE'} → 200 {message} and signed out; wrong password →
 *          422, neither → 422 on password, code errors as /api/auth/verify-email; an open invoice → 409 {message, invoices: OpenInvoice[]}; admins → 403 (removed from the console).
 */
import router from '@adonisjs/core/services/router'
import { admitHashing } from '#middleware/hash_admission'
import { throttleCodes, throttleSignIn } from '#middleware/auth_throttles'
import { idMatcher } from '#validators/catalogue'
import { throttleUploads } from '#middleware/upload_throttle'

const AccountController = () => import('#controllers/account/account_controller')

router
  .group(() => {
    router.get('/account', [AccountController, 'show']).as('account.show')
    router.patch('/account', [AccountController, 'update']).as('account.update')
    router.post('/account/email', [AccountController, 'requestEmail']).as('account.email').use(throttleCodes)
    router.post('/account/email/confirm', [AccountController, 'confirmEmail']).as('account.email.confirm').use(throttleSignIn)
    router.post('/account/phone', [AccountController, 'requestPhone']).as('account.phone').use(throttleCodes)
    router.post('/account/phone/confirm', [AccountController, 'confirmPhone']).as('account.phone.confirm').use(throttleSignIn)
    router.post('/account/picture', [AccountController, 'uploadPicture']).as('account.picture.upload').use(throttleUploads)
    router.put('/account/picture', [AccountController, 'choosePicture']).as('account.picture.choose')
    router.delete('/account/picture', [AccountController, 'removePicture']).as('account.picture.remove')
    router.post('/account/password', [AccountController, 'password']).as('account.password').use([admitHashing, throttleSignIn])
    router.get('/account/sessions', [AccountController, 'sessions']).as('account.sessions')
    router.delete('/account/sessions/:id', [AccountController, 'endSession']).where('id', idMatcher).as('account.sessions.end')
    router.get('/account/export', [AccountController, 'export']).as('account.export')
    router.post('/account/delete/code', [AccountController, 'deletionCode']).as('account.destroy.code').use(throttleCodes)
    router.post('/account/delete', [AccountController, 'destroy']).as('account.destroy').use([admitHashing, throttleSignIn])
  })
  .prefix('/api')
