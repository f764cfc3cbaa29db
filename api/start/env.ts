/*
 * Environment variables, validated once at boot. Everything has a sensible
 * development default so a fresh clone starts on the embedded SQLite database;
 * production must set APP_KEY (checked in config/app.ts).
 */
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.string.optional(),
  APP_NAME: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.enum.optional(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
  // json: one JSON object per log line (production's default); pretty: readable lines (development's).
  LOG_FORMAT: Env.schema.enum.optional(['json', 'pretty'] as const),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  SQLITE_FILE: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_SOCKET: Env.schema.string.optional(),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),
  DB_DEBUG: Env.schema.boolean.optional(),

  SESSION_AGE: Env.schema.string.optional(),

  // Who may call the API from a browser, and which peers may speak for a visitor.
  PUBLIC_SITE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  CONSOLE_ORIGINS: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  // How often queued shop visits are counted into the statistics, in milliseconds.
  VISIT_FLUSH_MS: Env.schema.number.optional(),
  // How many page views may wait in memory before they are counted without waiting for VISIT_FLUSH_MS.
  VISIT_FLUSH_SIZE: Env.schema.number.optional(),

  SEED_SCALE: Env.schema.number.optional(),
  SEED_USERS: Env.schema.number.optional(),

  // Uploaded images: a local folder by default (UPLOADS_DIR), or S3-compatible storage with DRIVE_DISK=s3.
  UPLOADS_DIR: Env.schema.string.optional(),
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  // Where a multipart body is spooled while it is read; owner uploads are read into memory instead.
  UPLOADS_TMP_DIR: Env.schema.string.optional(),
  // The account bank transfers are paid into (demo values when unset) and payment proofs per owner per minute.
  BANK_ACCOUNT_NAME: Env.schema.string.optional(),
  BANK_NAME: Env.schema.string.optional(),
  BANK_IBAN: Env.schema.string.optional(),
  BANK_BIC: Env.schema.string.optional(),
  PROOFS_PER_MINUTE: Env.schema.number.optional(),
  // The seller printed on receipts and credit notes (demo values when unset) and the VAT rate they show as included, in percent.
  RECEIPT_SELLER_NAME: Env.schema.string.optional(),
  RECEIPT_SELLER_ADDRESS: Env.schema.string.optional(),
  RECEIPT_SELLER_VAT_NUMBER: Env.schema.string.optional(),
  RECEIPT_VAT_RATE: Env.schema.number.optional(),
  // Image uploads per owner per minute.
  UPLOADS_PER_MINUTE: Env.schema.number.optional(),
  // Search: how often the change feeds are read, the view-count check, the index snapshot and how often it is written.
  SEARCH_FEED_POLL_MS: Env.schema.number.optional(),
  CATALOGUE_VIEWS_CHECK_MS: Env.schema.number.optional(),
  SEARCH_SNAPSHOT_PATH: Env.schema.string.optional(),
  SEARCH_SNAPSHOT_INTERVAL_MS: Env.schema.number.optional(),

  // Mail: with no SMTP_HOST outside production, messages are written to the log instead.
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  MAIL_FROM: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),

  // SMS for phone accounts' codes: 'log' (default outside production), 'twilio' (default in production), 'sink' (tests).
  SMS_TRANSPORT: Env.schema.enum.optional(['log', 'twilio', 'sink'] as const),
  TWILIO_ACCOUNT_SID: Env.schema.string.optional(),
  TWILIO_AUTH_TOKEN: Env.schema.string.optional(),
  TWILIO_FROM: Env.schema.string.optional(),
  SMS_SINK_URL: Env.schema.string.optional(),

  // Per-IP request allowances per minute on the auth endpoints.
  AUTH_SIGN_IN_PER_MINUTE: Env.schema.number.optional(),
  AUTH_REGISTER_PER_MINUTE: Env.schema.number.optional(),
  AUTH_CODES_PER_MINUTE: Env.schema.number.optional(),
  // The least time (ms) the answers that must not tell whether an account exists take.
  AUTH_EVEN_ANSWER_MS: Env.schema.number.optional(),
  // Guest sessions one address may start per minute.
  GUEST_SESSIONS_PER_MINUTE: Env.schema.number.optional(),

  // Password hashes computed at once (default: one per core but one, at least 1, at most 4) and how many may wait before a 503.
  HASH_CONCURRENCY: Env.schema.number.optional(),
  HASH_QUEUE: Env.schema.number.optional(),

  // An admin's website session or desktop token unused for this long stops working (default 12h; customers: SESSION_AGE).
  ADMIN_IDLE_TIMEOUT: Env.schema.string.optional(),

  // Contact messages to shops allowed per hour, per client address and per shop.
  CONTACT_PER_ADDRESS_PER_HOUR: Env.schema.number.optional(),
  CONTACT_PER_SHOP_PER_HOUR: Env.schema.number.optional(),
  // New reviews per hour from one address, and about one shop and its products (429 beyond).
  REVIEWS_PER_ADDRESS_PER_HOUR: Env.schema.number.optional(),
  REVIEW_BURST_NEWCOMERS: Env.schema.number.optional(),
  REVIEW_BURST_WINDOW_MINUTES: Env.schema.number.optional(),
  REVIEW_ESTABLISHED_ACCOUNT_DAYS: Env.schema.number.optional(),
  REVIEW_CODE_MAILS_PER_DAY: Env.schema.number.optional(),
  REPORTS_PER_ADDRESS_PER_HOUR: Env.schema.number.optional(),
  REPORTS_PER_EMAIL_PER_DAY: Env.schema.number.optional(),
  REPORT_MISUSE_WARN_AFTER: Env.schema.number.optional(),
  REPORT_MISUSE_SUSPEND_AFTER: Env.schema.number.optional(),
  REPORT_MISUSE_WINDOW_DAYS: Env.schema.number.optional(),
  REPORT_MISUSE_SUSPEND_DAYS: Env.schema.number.optional(),
  POSTING_MISUSE_WARN_AFTER: Env.schema.number.optional(),
  POSTING_MISUSE_SUSPEND_AFTER: Env.schema.number.optional(),
  POSTING_MISUSE_WINDOW_DAYS: Env.schema.number.optional(),
  POSTING_MISUSE_SUSPEND_DAYS: Env.schema.number.optional(),

  // Card payments through Stripe; without the secret key card payments answer 'not configured'.
  STRIPE_SECRET_KEY: Env.schema.string.optional(),
  STRIPE_PUBLISHABLE_KEY: Env.schema.string.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),
  // Another Stripe API address (the tests' local Stripe-compatible server), e.g. http://127.0.0.1:12111.
  STRIPE_API_BASE: Env.schema.string.optional({ format: 'url', tld: false }),
  // How often each web process runs the plan lifecycle (trial end, grace, suspension, reminders); 0 turns it off.
  BILLING_LIFECYCLE_INTERVAL_MS: Env.schema.number.optional(),
  // The periodic jobs (config/scheduler.ts): 'off' keeps this process from running them; how often it looks for a due one.
  SCHEDULER: Env.schema.enum.optional(['on', 'off'] as const),
  SCHEDULER_CHECK_MS: Env.schema.number.optional(),
  SCHEDULER_HAND_WAIT_MS: Env.schema.number.optional(),

  // Days records about people are kept before the retention purge deletes them (config/retention.ts).
  RETENTION_SIGN_IN_DAYS: Env.schema.number.optional(),
  RETENTION_AUDIT_LOG_DAYS: Env.schema.number.optional(),
  RETENTION_VISIT_DAYS: Env.schema.number.optional(),
  RETENTION_CODE_DAYS: Env.schema.number.optional(),
  RETENTION_NOTIFICATION_DAYS: Env.schema.number.optional(),
  RETENTION_TRADER_DAYS: Env.schema.number.optional(),
  RETENTION_TRADER_TAX_DAYS: Env.schema.number.optional(),
  // The last day owners of shops approved before the trader checks may give their trader details (YYYY-MM-DD).
  TRADER_DETAILS_DEADLINE: Env.schema.string.optional(),

  // Notification mail: how long a sender holds a row before another process may take it (ms), and how often the
  // scheduled drain looks for rows no prompt drain sent (ms).
  NOTIFICATION_MAIL_CLAIM_MS: Env.schema.number.optional(),
  NOTIFICATION_MAIL_INTERVAL_MS: Env.schema.number.optional(),

  // Live updates: with REDIS_HOST set, several API processes share their broadcasts through Redis.
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),

  // Running as a service (config/service.ts): how long a stopping process keeps answering, its readiness 503,
  // before it closes its port (ms); the internal port /metrics is served on (unset: none).
  DRAIN_NOTICE_MS: Env.schema.number.optional(),
  METRICS_PORT: Env.schema.number.optional(),
})
