import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import type { InferMailers } from '@adonisjs/mail/types'
import { LogTransport } from '#mails/log_transport'

/*
 * Verification and reset codes go out by SMTP (SMTP_* settings). Outside
 * production a missing SMTP_HOST switches to the log mailer, so a fresh clone
 * can still finish sign-up. Production never writes codes to the log: without
 * a server it tries localhost and logs the failure (code_mailer.ts).
 */
const smtpHost = env.get('SMTP_HOST')

const smtpUser = env.get('SMTP_USER')

const mailConfig = defineConfig({
  default: smtpHost || app.inProduction ? 'smtp' : 'log',
  from: {
    address: env.get('MAIL_FROM') ?? 'no-reply@shoplocal.ie',
    name: env.get('MAIL_FROM_NAME') ?? 'ShopLocal Ireland',
  },
  mailers: {
    smtp: transports.smtp({
      host: smtpHost ?? 'localhost',
      port: env.get('SMTP_PORT') ?? 587,
      secure: env.get('SMTP_SECURE') ?? false,
      auth: smtpUser ? { type: 'login', user: smtpUser, pass: env.get('SMTP_PASSWORD') ?? '' } : undefined,
    }),
    log: () => new LogTransport(),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
