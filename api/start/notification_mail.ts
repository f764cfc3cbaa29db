/*
 * A process that stops (the web server, or a command that notified someone) first lets its notification mail
 * drain finish the row it is sending, so the database and the mailer are not closed under it.
 */
import app from '@adonisjs/core/services/app'
import { stopDraining } from '#services/notifications/mail_outbox'

app.terminating(async () => {
  await stopDraining()
})
