import logger from '@adonisjs/core/services/logger'
import { smsSettings, type SmsSettings } from '#config/sms'

/*
 * The one way the API sends a text message. The transport is chosen once by
 * settings (config/sms.ts); callers only say to whom and what.
 */
interface SmsMessage {
  /** E.164, as phone numbers are stored. */
  to: string
  body: string
}

type Send = (message: SmsMessage) => Promise<void>

/** A Twilio messaging service id, used instead of a sending number when TWILIO_FROM holds one. */
const MESSAGING_SERVICE_ID = /^MG[0-9a-f]{32}$/i

function twilioSender(settings: Extract<SmsSettings, { transport: 'twilio' }>): Send {
  // The SDK is loaded on the first message, so a process that never texts never loads it.
  const client = import('twilio').then(({ default: twilio }) => twilio(settings.accountSid, settings.authToken))
  const sender = MESSAGING_SERVICE_ID.test(settings.from) ? { messagingServiceSid: settings.from } : { from: settings.from }
  return async ({ to, body }) => {
    await (await client).messages.create({ to, body, ...sender })
  }
}

function sinkSender(url: string): Send {
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`the SMS sink answered ${response.status}`)
  }
}

function senderFor(settings: SmsSettings): Send {
  switch (settings.transport) {
    case 'log':
      return async (message) => {
        logger.info({ sms: message }, 'SMS written to the log (SMS_TRANSPORT=log)')
      }
    case 'twilio':
      return twilioSender(settings)
    case 'sink':
      return sinkSender(settings.url)
    case 'unconfigured':
      return async () => {
        throw new Error(`SMS is not configured: set ${settings.missing}`)
      }
  }
}

const send = senderFor(smsSettings)

/** Sends one text message; throws when the transport could not take it. */
export function sendSms(message: SmsMessage): Promise<void> {
  return send(message)
}
