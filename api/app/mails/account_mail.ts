import { BaseMail } from '@adonisjs/mail'
import { AUTH_MAIL } from '#messages/index'
import { escapeHtml } from '#mails/escape_html'

/** A plain notice about the person's own account (a changed address or password, a deletion, a code for a new address). */
export default class AccountMail extends BaseMail {
  #to: string
  #firstName: string | null
  #body: string

  constructor(recipient: { email: string; firstName: string | null }, subject: string, body: string) {
    super()
    this.#to = recipient.email
    this.#firstName = recipient.firstName
    this.#body = body
    this.subject = subject
  }

  prepare() {
    const greeting = AUTH_MAIL.greeting(this.#firstName)
    const paragraphs = this.#body.split('\n\n').map((text) => `<p>${escapeHtml(text)}</p>`)
    this.message
      .to(this.#to)
      .text(`${greeting}\n\n${this.#body}\n\nShopLocal Ireland`)
      .html(`<p>${escapeHtml(greeting)}</p>${paragraphs.join('')}<p>ShopLocal Ireland</p>`)
  }
}
