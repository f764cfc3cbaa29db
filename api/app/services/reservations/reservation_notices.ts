/*
 * Who hears about a reservation. A customer account and the shop's owner are told through notify() (the bell,
 * and mail or SMS by the outbox). A guest has no account, so no bell: the same notice goes through the same
 * outbox to the contact the guest confirmed (by mail, or by SMS for a phone), retried like any other.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NotificationKind } from '@shoplocal/shared/constants'
import { formatPickupDay } from '@shoplocal/shared/rules'
import type { Reservation } from '@shoplocal/shared/types'
import type { NotificationDetails } from '#messages/index'
import { openingHoursText } from '#services/catalogue/serializers'
import { notify } from '#services/notifications/notify'
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

/**
 * Tells the customer (account or guest) about a step of their reservation. The cause carries the moment it is
 * told, so a step taken again (a confirmation with a new ready-by time) tells them again; the caller decides
 * whether anything changed (each status is reached by one conditional update, so a retry does not repeat it).
 */
export async function tellCustomer(
  trx: TransactionClientContract,
  row: Row,
  reservation: Reservation,
  kind: CustomerKind,
  extra: NotificationDetails = {},
): Promise<void> {
  const details = detailsOf(reservation, extra)
  const cause = `reservation:${reservation.id}:${kind}:${new Date().toISOString()}`
  if (row.user_id !== null && row.user_id !== undefined) {
    await notify(trx, { userId: Number(row.user_id), kind, cause, details })
    return
  }
  await notify(trx, {
    userId: null,
    email: row.contact_email ? String(row.contact_email) : null,
    phone: row.contact_phone ? String(row.contact_phone) : null,
    link: null,
    kind,
    cause,
    details,
  })
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
