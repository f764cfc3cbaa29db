import { BaseMail } from '@adonisjs/mail'
import { AUTH_MAIL } from '@shoplocal/shared/messages'

export type CodeMailKind = 'verification' | 'reset'

/** The 6-digit verification or password-reset code, as plain text and simple HTML. */
export default class CodeMail extends BaseMail {
  #recipient: { email: string; firstName: string | null }
  #code: string
  #kind: CodeMailKind

  constructor(recipient: { email: string; firstName: string | null }, code: string, kind: CodeMailKind) {
    super()
    this.#recipient = recipient
    this.#code = code
    this.#kind = kind
    this.subject = kind === 'verification' ? AUTH_MAIL.verificationSubject : AUTH_MAIL.resetSubject
  }

  prepare() {
    const greeting = AUTH_MAIL.greeting(this.#recipient.firstName)
    const body = this.#kind === 'verification' ? AUTH_MAIL.verificationBody(this.#code) : AUTH_MAIL.resetBody(this.#code)
    this.message
      .to(this.#recipient.email)
      .text(`${greeting}\n\n${body}\n\nShopLocal Ireland`)
      .html(
        `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><strong style="font-size:24px;letter-spacing:4px">${this.#code}</strong></p><p>ShopLocal Ireland</p>`,
      )
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
