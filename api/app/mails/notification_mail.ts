import { BaseMail } from '@adonisjs/mail'
import { NOTIFICATION_MESSAGES as M } from '#messages/index'
import { escapeHtml } from '#mails/escape_html'

export interface NotificationMailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface NotificationMailContent {
  to: string
  firstName: string | null
  title: string
  body: string
  shopName: string | null
  /** Absolute address of the page it is about. */
  url: string | null
  /** The same case in the installed admin console (`shoplocal-admin://…`), for admins' notices. */
  consoleUrl: string | null
  /** Absolute one-click unsubscribe address; null for essential kinds (always sent). */
  unsubscribeUrl: string | null
  preferencesUrl: string
  /** Where the recipient's answer goes (a contact message's sender). */
  replyTo: string | null
  attachments: NotificationMailAttachment[]
}

/**
 * The one layout of every notification mail: greeting, what happened, the shop, a link to it, and (unless
 * essential) how to stop this kind, in plain text and escaped HTML, with List-Unsubscribe headers (RFC 8058).
 */
export default class NotificationMail extends BaseMail {
  #mail: NotificationMailContent

  constructor(mail: NotificationMailContent) {
    super()
    this.#mail = mail
    this.subject = mail.title
  }

  prepare() {
    const m = this.#mail
    const text = [
      M.mailGreeting(m.firstName),
      m.body,
      ...(m.shopName ? [M.mailShop(m.shopName)] : []),
      ...(m.url ? [M.mailOpen(m.url)] : []),
      ...(m.consoleUrl ? [M.mailOpenInConsole(m.consoleUrl)] : []),
      M.mailSignOff,
      ...(m.unsubscribeUrl ? [`${M.mailUnsubscribe(m.unsubscribeUrl)}\n${M.mailPreferences}`] : []),
    ]
    const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`
    const html = [
      `<p>${escapeHtml(M.mailGreeting(m.firstName))}</p>`,
      `<h1 style="font-size:20px">${escapeHtml(m.title)}</h1>`,
      `<p>${escapeHtml(m.body).replace(/\n/g, '<br>')}</p>`,
      ...(m.shopName ? [`<p>${escapeHtml(M.mailShop(m.shopName))}</p>`] : []),
      ...(m.url ? [`<p>${link(m.url, m.url)}</p>`] : []),
      ...(m.consoleUrl ? [`<p>${link(m.consoleUrl, M.mailOpenInConsole(m.consoleUrl))}</p>`] : []),
      `<p>${escapeHtml(M.mailSignOff)}</p>`,
      ...(m.unsubscribeUrl
        ? [
            `<p style="font-size:12px;color:#555">${link(m.unsubscribeUrl, 'Stop these mails')} · ${link(m.preferencesUrl, M.mailPreferences)}</p>`,
          ]
        : []),
    ]
    this.message.to(m.to)
    if (m.replyTo) this.message.replyTo(m.replyTo)
    this.message.text(text.join('\n\n')).html(html.join(''))
    if (m.unsubscribeUrl) {
      this.message.header('List-Unsubscribe', `<${m.unsubscribeUrl}>`)
      this.message.header('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')
    }
    for (const file of m.attachments) this.message.attachData(file.content, { filename: file.filename, contentType: file.contentType })
  }
}
