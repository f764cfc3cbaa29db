/*
 * Routes, one file per domain under start/routes/, all named so code and tests
 * can refer to them without repeating paths.
 */
import '#start/routes/system'
import '#start/routes/admin'
import '#start/routes/catalogue'
import '#start/routes/auth'
import '#start/routes/owner'
import '#start/routes/engagement'
import '#start/routes/billing'
import '#start/routes/spotlight'
import '#start/routes/admin_payments'
import '#start/routes/card_payments'
import '#start/routes/account'
import '#start/routes/receipts'
import '#start/routes/notifications'
import '#start/routes/reservations'
import '#start/routes/trust'
import '#start/routes/owner_terms'
import '#start/routes/trader'
