import { BaseMail } from '@adonisjs/mail'
import { AUTH_MAIL } from '#messages/index'
import { escapeHtml } from '#mails/escape_html'

export type CodeMailKind = 'verification' | 'reset' | 'sign_in' | 'review'

const SUBJECTS: Record<CodeMailKind, string> = {
  verification: AUTH_MAIL.verificationSubject,
  reset: AUTH_MAIL.resetSubject,
  sign_in: AUTH_MAIL.signInSubject,
  review: AUTH_MAIL.reviewSubject,
}

const BODIES: Record<CodeMailKind, (code: string) => string> = {
  verification: AUTH_MAIL.verificationBody,
  reset: AUTH_MAIL.resetBody,
  sign_in: AUTH_MAIL.signInBody,
  review: AUTH_MAIL.reviewBody,
}

/** The 6-digit verification, password-reset, sign-in or review code, as plain text and simple HTML. */
export default class CodeMail extends BaseMail {
  #recipient: { email: string; firstName: string | null }
  #code: string
  #kind: CodeMailKind

  constructor(recipient: { email: string; firstName: string | null }, code: string, kind: CodeMailKind) {
    super()
    this.#recipient = recipient
    this.#code = code
    this.#kind = kind
    this.subject = SUBJECTS[kind]
  }

  prepare() {
    const greeting = AUTH_MAIL.greeting(this.#recipient.firstName)
    const body = BODIES[this.#kind](this.#code)
    this.message
      .to(this.#recipient.email)
      .text(`${greeting}\n\n${body}\n\nShopLocal Ireland`)
      .html(
        `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><strong style="font-size:24px;letter-spacing:4px">${this.#code}</strong></p><p>ShopLocal Ireland</p>`,
      )
  }
}
