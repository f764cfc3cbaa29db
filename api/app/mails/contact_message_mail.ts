import { BaseMail } from '@adonisjs/mail'

export interface ContactMailContent {
  ownerEmail: string
  ownerFirstName: string | null
  shopName: string
  senderName: string
  senderEmail: string | null
  senderPhone: string | null
  content: string
}

/**
 * Tells a shop's owner that someone wrote to the shop from its page, with
 * the sender's details so the owner can answer directly (Reply-To is the
 * sender when they gave an email). Plain text plus escaped HTML: the message
 * is the visitor's text and must never become markup.
 */
export default class ContactMessageMail extends BaseMail {
  #mail: ContactMailContent

  constructor(mail: ContactMailContent) {
    super()
    this.#mail = mail
    this.subject = `New message for ${mail.shopName} from ${mail.senderName}`
  }

  prepare() {
    const m = this.#mail
    const greeting = m.ownerFirstName ? `Hello ${m.ownerFirstName},` : 'Hello,'
    const contact = [m.senderEmail && `Email: ${m.senderEmail}`, m.senderPhone && `Phone: ${m.senderPhone}`].filter(Boolean) as string[]
    const lines = [
      greeting,
      `${m.senderName} sent a message to ${m.shopName} on ShopLocal Ireland:`,
      m.content,
      ...contact,
      'ShopLocal Ireland',
    ]
    this.message.to(m.ownerEmail)
    if (m.senderEmail) this.message.replyTo(m.senderEmail, m.senderName)
    this.message.text(lines.join('\n\n')).html(lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join(''))
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
