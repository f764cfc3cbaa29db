/*
 * A real SMTP server inside the test process. Point the API at it with
 * `startApi({ env: sink.env })`; tests then read the mails the API really
 * sent (the verification and reset codes) instead of peeking into the database.
 */
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'
import { POLL } from './waits.ts'

interface SentMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Every header by lower-case name (the last one when repeated), unfolded. */
  headers: Record<string, string>
  /** Each attached file's name, type and bytes. */
  attachments: { filename: string; contentType: string; content: Buffer }[]
  receivedAt: Date
}

export interface MailSink {
  host: string
  port: number
  /** SMTP_* settings that send the API's mail here. */
  env: Record<string, string>
  /**
   * Every mail received so far. The sink answers a mail's DATA only once the mail is recorded, and the API sends
   * its mail before it answers, so a mail an API call sent is here as soon as that call's answer is (except the
   * sign-in alert, sent after the answer that trips it: wait for it with `waitFor`).
   */
  messages(): SentMail[]
  /** Resolves with the first mail to `to` (case-insensitive) matching `predicate`, waiting up to `timeoutMs`. */
  waitFor(to: string, predicate?: (mail: SentMail) => boolean, timeoutMs?: number): Promise<SentMail>
  /** The newest 6-digit code mailed to `to` after `since` (default: any time). */
  latestCode(to: string, since?: Date): Promise<string>
  stop(): Promise<void>
}

const CODE_PATTERN = /\b(\d{6})\b/

export async function startMailSink(): Promise<MailSink> {
  const received: SentMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()))
          received.push({
            to,
            from: parsed.from?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
            receivedAt: new Date(),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })

  const host = '127.0.0.1'
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })

  const waitFor: MailSink['waitFor'] = async (to, predicate = () => true, timeoutMs = POLL.timeout) => {
    const address = to.toLowerCase()
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const match = received.findLast((mail) => mail.to.includes(address) && predicate(mail))
      if (match) return match
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms (${received.length} received in all)`)
  }

  return {
    host,
    port,
    env: { SMTP_HOST: host, SMTP_PORT: String(port), SMTP_SECURE: 'false' },
    messages: () => [...received],
    waitFor,
    latestCode: async (to, since = new Date(0)) => {
      const mail = await waitFor(to, (candidate) => candidate.receivedAt >= since && CODE_PATTERN.test(candidate.text))
      return CODE_PATTERN.exec(mail.text)?.[1] ?? ''
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
