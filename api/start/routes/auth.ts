/*
 * Accounts and sessions: sign-in, registration, codes, the session reads, the
 * guest session and the logout calls. Website calls use the session cookie
 * (HttpOnly, SameSite=Lax, Secure in production). The owner portal's own
 * reads live in start/routes/owner.ts.
 *
 * Contract
 * - Bodies are JSON. Errors: {message, errors?: [{field, message}]}; a failed
 *   validation is 422 with the forms' own field messages.
 * - GET  /api/auth/user          → 200 {id, firstName, lastName, email, phone, city, role, isAdmin,
 *                                   isEmailVerified, profileImageUrl, createdAt} · 401 {message: 'Unauthorized'}
 * - GET  /api/customer/auth      → 200 {authenticated: true, customer: {id, firstName, lastName, email, phone,
 *                                   city, role, createdAt, isEmailVerified}} · 200 {authenticated: false,
 *                                   customer: null} (never 401)
 * - POST /api/auth/register {firstName, lastName, email?, phone?, password, city, role?, contactMethod?}: the
 *        contactMethod's contact (email unless said) is required, else 422 contactForMethodRequired
 *        → 201 {requiresVerification: true, user: {email, phone, firstName, role}}; a 6-digit code is mailed (method
 *          email) or texted (method phone) and the session is NOT signed in until verified (verify-email or
 *          verify-phone). role 'admin' → 403 (admins are not self-registered). A contact that already has an account
 *          of that role answers exactly the same (no id in a pending answer on any form) and its holder is mailed or
 *          texted instead; these answers, resends, reset and sign-in code requests all take at least
 *          AUTH_EVEN_ANSWER_MS. A second contact given beside the method's one that is taken → 409.
 * - POST /api/auth/role-login {email, password, role, rememberMe?}
 *        → 200 {role, user: {id, firstName, lastName, email, phone, role, isAdmin}}; role 'admin' accepts the
 *          admin role or the isAdmin flag on any account. email may hold a phone number instead (E.164-normalised). The right password on an account of another role
 *          → 403 'This account is not registered as …'. rememberMe is accepted; every session lasts
 *          SESSION_AGE (7 days) either way.
 * - Every sign-in (role-login, customer/login, shop-owner/login):
 *        wrong email/phone or password → 401 {message: 'Invalid email/phone or password.'} (no 'Unauthorized');
 *        the lockout below → 423 or 429; banned → 403; an account whose method's e-mail or phone is unverified,
 *        with the right password → 200 {requiresVerification: true, message: UNVERIFIED_SIGN_IN.notice(contact),
 *        user: {email, phone, firstName, role}} (a fresh code is mailed or texted, nobody is signed in). Sign-in
 *        regenerates the session id.
 * - Lockout, per account and client (address): a client's 5th failure in a row on an account locks that client
 *        out of it for 15 minutes → 423 {message: accountLockedMessage(until), lockedUntil: ISO}, even with the right
 *        password; other clients are not affected. From the account's 10th failure within 15 minutes (from
 *        anywhere), clients that never signed in to it wait a delay doubling per failure up to 60 s → 429
 *        {message: accountThrottledMessage(s), retryAfter: s} + Retry-After, before any password check. Locks,
 *        unlocks and waits are audited; the owner is mailed once a day about them.
 * - POST /api/auth/sign-in-code {email} → 200 {message: signInCodeAnswer}, the same whether or not the account
 *        exists; mails a 6-digit sign-in code (10 minutes, 5 tries), within the account's code allowance. email may
 *        be a phone number: the code is then texted (SMS_TRANSPORT), under the same limits.
 * - POST /api/auth/code-login {email, code, role} → 200 {role, user} and signs in whatever the lockout says (the
 *        code proves the mailbox); code errors as verify-email; another role → 403; banned → 403.
 * - Codes per account: at most 3 an hour and 10 a day of each kind (verification, reset, sign-in), beyond which
 *        nothing is mailed and the answer is unchanged; each client (address) gets 10 wrong tries a day across all its codes → 429 to that client only.
 * - POST /api/auth/verify-email {email, code} → 200 {message, user} and signs in. Wrong code → 422 {message:
 *        '… N attempts left.'}; a client's 5th wrong code or any try of that client after it → 429 (others may still use the code); expired → 410; used → 410;
 *        no account waiting for a code (already verified, or none) → 410, alike.
 * - POST /api/auth/verify-phone {phone, code} → 200 {message, user} and signs in; a phone sign-up's texted code,
 *        with every rule of verify-email (attempts, expiry, single use, per-client tries, audit, rate limit).
 * - POST /api/auth/resend-verification {email} → 200 {message}, the same whether or not the account exists;
 *        email may be a phone number (the code is texted); the previous code stops working.
 * - POST /api/auth/request-password-reset {email} → 200 {message}, always the same; email may be a phone number
 *        (the code is texted). reset-password and code-login take the same e-mail or phone.
 * - POST /api/auth/reset-password {email, code, newPassword, confirmPassword} → 200 {message}; code errors as
 *        verify-email. The new password applies to every account of that email; all their sessions end.
 * - POST /api/customer/register {firstName, lastName, contact, city, password}
 *        → 201 {requiresVerification: true, customer: {email, phone, firstName, role}}; contact with '@' is an
 *          email, otherwise a phone of 10+ digits, stored in E.164 (a leading 0 is Irish); either way the code is
 *          sent and nobody is signed in until it is entered.
 * - POST /api/customer/login {contact, password} → 200 {customer: {id, firstName, lastName, email, phone, city, role,
 *          createdAt, isEmailVerified}}
 * - POST /api/shop-owner/register {firstName, lastName, email|null, phone|null, city, password, contactMethod,
 *          referralCode?} → 201 {requiresVerification: true, user: {email, phone, firstName, role}}; signed in
 *          after the code, mailed or texted. The new owner gets a referral code of their own;
 *          referralCode (another owner's, any case) records who referred them · 422 for an unknown code.
 * - POST /api/shop-owner/login {emailOrPhone, password} → 200 {user: {…as above}} (shop_owner, or admin)
 * - Duplicate email (or phone) for the same role → 409 {message}.
 * - POST /api/auth/logout, /api/customer/logout, /api/shop-owner/logout, /api/logout → 200 {message}; each ends
 *        the whole session (user and guest), signed in or not.
 * - GET  /api/guest-session → 200 {guestSession: {id, email, phone, expiresAt} | null}
 * - POST /api/guest-session {email?, phone?} → 201 {guestSession}; neither → 422 'Please provide either an email
 *        or phone number.' The id is kept in the session under GUEST_SESSION_KEY ('guestSessionId').
 * - POST /api/guest-session/code → 200 {message}: a 6-digit code to the session's e-mail (else by SMS to its phone);
 *        no guest session → 401. POST /api/guest-session/confirm {code} → 200 {message, guestSession} with
 *        confirmed: true; code errors as verify-email. A confirmed guest may reserve (start/routes/reservations.ts).
 * - GET  /api/login → 302 to /customer-auth (the unauthorized redirect target).
 * - Routes that hash a password answer 503 {message} + Retry-After at once when HASH_CONCURRENCY hashes run and
 *        HASH_QUEUE more wait.
 * - Rate limits per IP, per minute, 429 {message}: sign-in, code-login, verify and reset-password
 *        AUTH_SIGN_IN_PER_MINUTE (10); registration AUTH_REGISTER_PER_MINUTE (5); reset requests, resends and
 *        sign-in codes AUTH_CODES_PER_MINUTE (5); new guest sessions GUEST_SESSIONS_PER_MINUTE (10).
 * - CSRF: a browser write without a Bearer token (signed in or not, so sign-ins too) must come with an Origin
 *        (or Referer) of this site (the forwarded host), PUBLIC_SITE_URL or CONSOLE_ORIGINS, else 403.
 * - Mail: SMTP_HOST/SMTP_PORT/SMTP_SECURE/SMTP_USER/SMTP_PASSWORD/MAIL_FROM/MAIL_FROM_NAME; without SMTP_HOST
 *        (outside production) the mail, code included, is written to the log.
 */
import router from '@adonisjs/core/services/router'
import { ROUTES } from '@shoplocal/shared/constants'
import { throttleCodes, throttleGuestSessions, throttleRegistration, throttleSignIn } from '#middleware/auth_throttles'
import { evenAnswer } from '#middleware/even_answer'
import { admitHashing } from '#middleware/hash_admission'

const SessionController = () => import('#controllers/auth/session_controller')
const SignInController = () => import('#controllers/auth/sign_in_controller')
const RegistrationController = () => import('#controllers/auth/registration_controller')
const VerificationController = () => import('#controllers/auth/verification_controller')
const PasswordResetController = () => import('#controllers/auth/password_reset_controller')
const GuestSessionsController = () => import('#controllers/auth/guest_sessions_controller')

router
  .group(() => {
    router.get('/auth/user', [SessionController, 'user']).as('auth.user')
    router.get('/customer/auth', [SessionController, 'customer']).as('customer.auth')

    router
      .post('/auth/register', [RegistrationController, 'register'])
      .as('auth.register')
      .use([admitHashing, throttleRegistration, evenAnswer])
    router
      .post('/customer/register', [RegistrationController, 'customerRegister'])
      .as('customer.register')
      .use([admitHashing, throttleRegistration, evenAnswer])
    router
      .post('/shop-owner/register', [RegistrationController, 'shopOwnerRegister'])
      .as('shopOwner.register')
      .use([admitHashing, throttleRegistration, evenAnswer])

    router.post('/auth/role-login', [SignInController, 'roleLogin']).as('auth.roleLogin').use([admitHashing, throttleSignIn])
    router.post('/customer/login', [SignInController, 'customerLogin']).as('customer.login').use([admitHashing, throttleSignIn])
    router.post('/shop-owner/login', [SignInController, 'shopOwnerLogin']).as('shopOwner.login').use([admitHashing, throttleSignIn])

    router.post('/auth/sign-in-code', [SignInController, 'requestCode']).as('auth.signInCode').use([throttleCodes, evenAnswer])
    router.post('/auth/code-login', [SignInController, 'codeLogin']).as('auth.codeLogin').use(throttleSignIn)

    router.post('/auth/verify-email', [VerificationController, 'verify']).as('auth.verifyEmail').use(throttleSignIn)
    router.post('/auth/verify-phone', [VerificationController, 'verifyPhone']).as('auth.verifyPhone').use(throttleSignIn)
    router
      .post('/auth/resend-verification', [VerificationController, 'resend'])
      .as('auth.resendVerification')
      .use([throttleCodes, evenAnswer])
    router
      .post('/auth/request-password-reset', [PasswordResetController, 'request'])
      .as('auth.requestPasswordReset')
      .use([throttleCodes, evenAnswer])
    router.post('/auth/reset-password', [PasswordResetController, 'reset']).as('auth.resetPassword').use([admitHashing, throttleSignIn])

    router.post('/auth/logout', [SessionController, 'logout']).as('auth.logout')
    router.post('/customer/logout', [SessionController, 'logout']).as('customer.logout')
    router.post('/shop-owner/logout', [SessionController, 'logout']).as('shopOwner.logout')
    router.post('/logout', [SessionController, 'logout']).as('logout')

    router.get('/guest-session', [GuestSessionsController, 'show']).as('guestSession.show')
    router.post('/guest-session', [GuestSessionsController, 'store']).as('guestSession.store').use(throttleGuestSessions)
    router.post('/guest-session/code', [GuestSessionsController, 'sendCode']).as('guestSession.code').use(throttleCodes)
    router.post('/guest-session/confirm', [GuestSessionsController, 'confirm']).as('guestSession.confirm').use(throttleSignIn)

    router.on('/login').redirectToPath(ROUTES.customerAuth).as('login.redirect')
  })
  .prefix('/api')
