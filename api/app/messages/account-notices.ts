import type { AccountNotificationKind } from '@shoplocal/shared/constants'
import { ACCOUNT_MAIL, ACCOUNT_SMS } from './account.js'
import { AUTH_MAIL, AUTH_SMS } from './auth.js'
import type { NotificationDetails, NotificationText } from './notifications.js'

/**
 * What each mail or text of the account group says (the notification outbox sends them in the one notification
 * layout): the words of AUTH_MAIL, AUTH_SMS, ACCOUNT_MAIL and ACCOUNT_SMS, with the code or the new contact from
 * the row's details. A kind without `sms` is only ever mailed, one without `mail` only ever texted.
 */
export interface AccountNoticeText {
  mail?: (d: NotificationDetails) => NotificationText
  sms?: (d: NotificationDetails) => string
}

const code = (d: NotificationDetails) => d.code ?? ''
const newContact = (d: NotificationDetails) => d.newContact ?? ''

export const ACCOUNT_NOTICE_TEXTS: Record<AccountNotificationKind, AccountNoticeText> = {
  verification_code: {
    mail: (d) => ({ title: AUTH_MAIL.verificationSubject, body: AUTH_MAIL.verificationBody(code(d)) }),
    sms: (d) => AUTH_SMS.verification(code(d)),
  },
  reset_code: {
    mail: (d) => ({ title: AUTH_MAIL.resetSubject, body: AUTH_MAIL.resetBody(code(d)) }),
    sms: (d) => AUTH_SMS.reset(code(d)),
  },
  sign_in_code: {
    mail: (d) => ({ title: AUTH_MAIL.signInSubject, body: AUTH_MAIL.signInBody(code(d)) }),
    sms: (d) => AUTH_SMS.signIn(code(d)),
  },
  review_code: {
    mail: (d) => ({ title: AUTH_MAIL.reviewSubject, body: AUTH_MAIL.reviewBody(code(d)) }),
    sms: (d) => AUTH_SMS.review(code(d)),
  },
  email_change_code: { mail: (d) => ({ title: ACCOUNT_MAIL.emailChangeSubject, body: ACCOUNT_MAIL.emailChangeBody(code(d)) }) },
  phone_change_code: { sms: (d) => ACCOUNT_SMS.phoneChange(code(d)) },
  deletion_code: {
    mail: (d) => ({ title: ACCOUNT_MAIL.deletionCodeSubject, body: ACCOUNT_MAIL.deletionCodeBody(code(d)) }),
    sms: (d) => ACCOUNT_SMS.deletionCode(code(d)),
  },
  sign_in_alert: { mail: () => ({ title: AUTH_MAIL.alertSubject, body: AUTH_MAIL.alertBody }) },
  registration_attempt: {
    mail: () => ({ title: AUTH_MAIL.accountExistsSubject, body: AUTH_MAIL.accountExistsBody }),
    sms: () => AUTH_SMS.accountExists,
  },
  email_taken: { mail: () => ({ title: ACCOUNT_MAIL.emailTakenSubject, body: ACCOUNT_MAIL.emailTakenBody }) },
  email_changed: { mail: (d) => ({ title: ACCOUNT_MAIL.emailChangedSubject, body: ACCOUNT_MAIL.emailChangedBody(newContact(d)) }) },
  phone_changed: {
    mail: (d) => ({ title: ACCOUNT_MAIL.phoneChangedSubject, body: ACCOUNT_MAIL.phoneChangedBody(newContact(d)) }),
    sms: (d) => ACCOUNT_SMS.phoneChanged(newContact(d)),
  },
  password_changed: { mail: () => ({ title: ACCOUNT_MAIL.passwordChangedSubject, body: ACCOUNT_MAIL.passwordChangedBody }) },
  account_deleted: { mail: () => ({ title: ACCOUNT_MAIL.accountDeletedSubject, body: ACCOUNT_MAIL.accountDeletedBody }) },
}
