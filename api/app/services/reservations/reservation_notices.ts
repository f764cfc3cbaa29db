/*
 * Who hears about a reservation. A customer account and the shop's owner are told through notify() (the bell,
 * and mail or SMS by the outbox). A guest has no account, so no notification row: the same words go to the
 * contact the guest confirmed, by mail or SMS through the same mail layout and SMS door, once the change is
 * committed (a failure is logged; the guest still sees the status on the page).
 */
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ROUTES, type NotificationKind } from '@shoplocal/shared/constants'
import { formatPickupDay } from '@shoplocal/shared/rules'
import type { Reservation } from '@shoplocal/shared/types'
import { NOTIFICATION_MESSAGES, NOTIFICATION_TEXTS, type NotificationDetails } from '#messages/index'
import NotificationMail from '#mails/notification_mail'
import { notificationSettings } from '#config/notifications'
import { openingHoursText } from '#services/catalogue/serializers'
import { notify } from '#services/notifications/notify'
import { sendSms } from '#services/sms/sms'
import type { Row } from '#helpers/sql_values'

type CustomerKind = Extract<
  NotificationKind,
  'reservation_confirmed' | 'reservation_ready' | 'reservation_declined' | 'reservation_expired'
>
type ShopKind = Extract<NotificationKind, 'reservation_requested' | 'reservation_cancelled'>

function detailsOf(reservation: Reservation, extra: NotificationDetails): NotificationDetails {
  return {
    shopId: reservation.shop.id,
    shopName: reservation.shop.name,
    productName: reservation.product.name,
    reference: reservation.reference,
    quantity: reservation.quantity,
    date: formatPickupDay(reservation.pickupDate),
    readyBy: reservation.readyBy,
    address: [reservation.shop.address, reservation.shop.location].filter(Boolean).join(', '),
    hours: openingHoursText(reservation.shop.openingHoursSchedule),
    directionsUrl: reservation.shop.directionsUrl,
    ...extra,
  }
}

/** Tells the customer (account or guest) about a step of their reservation. */
export async function tellCustomer(
  trx: TransactionClientContract,
  row: Row,
  reservation: Reservation,
  kind: CustomerKind,
  extra: NotificationDetails = {},
): Promise<void> {
  const details = detailsOf(reservation, extra)
  if (row.user_id !== null && row.user_id !== undefined) {
    await notify(trx, { userId: Number(row.user_id), kind, cause: `reservation:${reservation.id}:${kind}`, details })
    return
  }
  const contact = {
    email: row.contact_email ? String(row.contact_email) : null,
    phone: row.contact_phone ? String(row.contact_phone) : null,
  }
  trx.after('commit', () => void tellGuest(contact, kind, details))
}

/** Tells the shop's owner about a new or cancelled reservation. */
export async function tellShop(
  trx: TransactionClientContract,
  row: Row,
  reservation: Reservation,
  kind: ShopKind,
  extra: NotificationDetails = {},
): Promise<void> {
  const details = detailsOf(reservation, extra)
  await notify(trx, { userId: Number(row.shop_owner_id), kind, cause: `reservation:${reservation.id}:${kind}`, details })
}

async function tellGuest(contact: { email: string | null; phone: string | null }, kind: CustomerKind, details: NotificationDetails) {
  const text = NOTIFICATION_TEXTS[kind](details)
  try {
    if (contact.email) {
      await mail.send(
        new NotificationMail({
          to: contact.email,
          firstName: null,
          title: text.title,
          body: text.body,
          shopName: details.shopName ?? null,
          url: null,
          consoleUrl: null,
          unsubscribeUrl: null,
          preferencesUrl: `${notificationSettings.siteUrl}${ROUTES.account}`,
          replyTo: null,
          attachments: [],
        }),
      )
    } else if (contact.phone) {
      await sendSms({ to: contact.phone, body: NOTIFICATION_MESSAGES.smsText(text.title, text.body) })
    }
  } catch (error) {
    logger.warn({ err: error, kind }, 'could not tell a guest about their reservation')
  }
}
