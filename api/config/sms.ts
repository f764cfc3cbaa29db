import app from '@adonisjs/core/services/app'
import env from '#start/env'

/*
 * Codes for phone accounts go out by SMS, through the transport SMS_TRANSPORT names:
 * - 'log' (the default outside production): the message, code included, is written to the log, as
 *   mail is without an SMTP server, so a phone sign-up can be finished on a developer's machine;
 * - 'twilio' (the default in production): Twilio's SDK with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 *   TWILIO_FROM (a number or a messaging service id, MG…); without them nothing is sent and the
 *   failure is logged, never the code;
 * - 'sink': each message is posted as JSON {to, body} to SMS_SINK_URL (the test suites' receiver).
 */
export type SmsSettings =
  | { transport: 'log' }
  | { transport: 'twilio'; accountSid: string; authToken: string; from: string }
  | { transport: 'sink'; url: string }
  | { transport: 'unconfigured'; missing: string }

function read(): SmsSettings {
  const transport = env.get('SMS_TRANSPORT') ?? (app.inProduction ? 'twilio' : 'log')
  if (transport === 'log') return app.inProduction ? { transport: 'unconfigured', missing: 'a production transport' } : { transport }
  if (transport === 'sink') {
    const url = env.get('SMS_SINK_URL')?.trim()
    return url ? { transport, url } : { transport: 'unconfigured', missing: 'SMS_SINK_URL' }
  }
  const accountSid = env.get('TWILIO_ACCOUNT_SID')?.trim() ?? ''
  const authToken = env.get('TWILIO_AUTH_TOKEN')?.trim() ?? ''
  const from = env.get('TWILIO_FROM')?.trim() ?? ''
  return accountSid && authToken && from
    ? { transport, accountSid, authToken, from }
    : { transport: 'unconfigured', missing: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM' }
}

export const smsSettings: SmsSettings = read()
