import { BaseMail } from '@adonisjs/mail'

export interface UnansweredChatContent {
  ownerEmail: string
  ownerFirstName: string | null
  shopName: string
  customerName: string
  message: string
}

/** Tells a shop's owner a customer has waited an hour for an answer in chat; plain text plus escaped HTML. */
export default class UnansweredChatMail extends BaseMail {
  #mail: UnansweredChatContent

  constructor(mail: UnansweredChatContent) {
    super()
    this.#mail = mail
    this.subject = `${mail.customerName} is waiting for a reply from ${mail.shopName}`
  }

  prepare() {
    const m = this.#mail
    const lines = [
      m.ownerFirstName ? `Hello ${m.ownerFirstName},` : 'Hello,',
      `${m.customerName} messaged ${m.shopName} over an hour ago and has not had a reply yet:`,
      m.message,
      'Open Messages on ShopLocal Ireland to answer.',
      'ShopLocal Ireland',
    ]
    this.message.to(m.ownerEmail)
    this.message.text(lines.join('\n\n')).html(lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join(''))
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
