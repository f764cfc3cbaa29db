import { BaseMail } from '@adonisjs/mail'
import { PAYMENT_REJECTED_MAIL } from '@shoplocal/shared/messages'
import { escapeHtml } from '#mails/escape_html'

export interface PaymentRejectedContent {
  ownerEmail: string
  ownerFirstName: string | null
  reference: string
  amount: string
  reason: string
}

/** Tells an owner their bank transfer could not be verified, why, and what to do next; plain text plus escaped HTML. */
export default class PaymentRejectedMail extends BaseMail {
  #mail: PaymentRejectedContent

  constructor(mail: PaymentRejectedContent) {
    super()
    this.#mail = mail
    this.subject = PAYMENT_REJECTED_MAIL.subject(mail.reference)
  }

  prepare() {
    const m = this.#mail
    const lines = [
      m.ownerFirstName ? `Hello ${m.ownerFirstName},` : 'Hello,',
      PAYMENT_REJECTED_MAIL.intro(m.reference, m.amount),
      PAYMENT_REJECTED_MAIL.reason(m.reason),
      PAYMENT_REJECTED_MAIL.next,
      PAYMENT_REJECTED_MAIL.signOff,
    ]
    this.message.to(m.ownerEmail)
    this.message.text(lines.join('\n\n')).html(lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join(''))
  }
}
