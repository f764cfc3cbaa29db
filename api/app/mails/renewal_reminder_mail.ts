import { BaseMail } from '@adonisjs/mail'
import { GRACE_PERIOD_DAYS, REACTIVATION_FEE } from '@shoplocal/shared/constants'
import { formatEuro } from '@shoplocal/shared/rules'
import { escapeHtml } from '#mails/escape_html'

export interface RenewalReminderContent {
  ownerEmail: string
  ownerFirstName: string | null
  shopName: string
  planName: string
  /** The due date as the owner reads it, e.g. 'Monday 30 November 2026'. */
  dueDate: string
  daysBefore: number
  /** Paid by the card subscription, which renews by itself. */
  renewsByCard: boolean
  /** The dashboard's address on the public site, when the site's address is configured. */
  dashboardUrl: string | null
}

/** Reminds a shop's owner that the plan is due soon, 7 days and 1 day before; plain text plus escaped HTML. */
export default class RenewalReminderMail extends BaseMail {
  #mail: RenewalReminderContent

  constructor(mail: RenewalReminderContent) {
    super()
    this.#mail = mail
    const when = mail.daysBefore === 1 ? 'tomorrow' : `in ${mail.daysBefore} days`
    this.subject = `${mail.shopName}: your ShopLocal plan is due ${when}`
  }

  prepare() {
    const m = this.#mail
    const lines = [
      m.ownerFirstName ? `Hello ${m.ownerFirstName},` : 'Hello,',
      `The ${m.planName} plan of ${m.shopName} is due on ${m.dueDate}.`,
      m.renewsByCard
        ? 'Your yearly listing renews automatically by card; make sure your card is still valid.'
        : `Pay from your dashboard by card or bank transfer to keep ${m.shopName} listed${m.dashboardUrl ? `: ${m.dashboardUrl}` : '.'}`,
      `After a missed payment your shop has a ${GRACE_PERIOD_DAYS}-day grace period; after that it is suspended until the ${formatEuro(REACTIVATION_FEE)} reactivation fee is paid.`,
      'ShopLocal Ireland',
    ]
    this.message.to(m.ownerEmail)
    this.message.text(lines.join('\n\n')).html(lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''))
  }
}
