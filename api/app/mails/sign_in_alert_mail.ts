import { BaseMail } from '@adonisjs/mail'
import { AUTH_MAIL } from '#messages/index'
import { escapeHtml } from '#mails/escape_html'

/** The once-a-day notice that an account is failing sign-ins, with the way in that cannot be blocked. */
export default class SignInAlertMail extends BaseMail {
  #recipient: { email: string; firstName: string | null }

  constructor(recipient: { email: string; firstName: string | null }) {
    super()
    this.#recipient = recipient
    this.subject = AUTH_MAIL.alertSubject
  }

  prepare() {
    const greeting = AUTH_MAIL.greeting(this.#recipient.firstName)
    this.message
      .to(this.#recipient.email)
      .text(`${greeting}\n\n${AUTH_MAIL.alertBody}\n\nShopLocal Ireland`)
      .html(`<p>${escapeHtml(greeting)}</p><p>${escapeHtml(AUTH_MAIL.alertBody)}</p><p>ShopLocal Ireland</p>`)
  }
}
