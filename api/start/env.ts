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

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  SQLITE_FILE: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),
  DB_DEBUG: Env.schema.boolean.optional(),

  SESSION_AGE: Env.schema.string.optional(),
  CORS_ORIGINS: Env.schema.string.optional(),
  SEED_SCALE: Env.schema.number.optional(),
  SEED_USERS: Env.schema.number.optional(),
  UPLOADS_DIR: Env.schema.string.optional(),

  // Mail: with no SMTP_HOST outside production, messages are written to the log instead.
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  MAIL_FROM: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),

  // Per-IP request allowances per minute on the auth endpoints.
  AUTH_SIGN_IN_PER_MINUTE: Env.schema.number.optional(),
  AUTH_REGISTER_PER_MINUTE: Env.schema.number.optional(),
  AUTH_CODES_PER_MINUTE: Env.schema.number.optional(),

  // Contact messages to shops allowed per hour, per client address and per shop.
  CONTACT_PER_ADDRESS_PER_HOUR: Env.schema.number.optional(),
  CONTACT_PER_SHOP_PER_HOUR: Env.schema.number.optional(),

  // Live updates: with REDIS_HOST set, several API processes share their broadcasts through Redis.
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
})
