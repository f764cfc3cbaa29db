import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** The database or a transaction: both read. */
type Reader = Pick<QueryClientContract, 'from'>
import type { ReservationStatus } from '@shoplocal/shared/constants'
import { directionsUrl } from '@shoplocal/shared/rules'
import type { Reservation } from '@shoplocal/shared/types'
import { openingHoursRows } from '#services/catalogue/serializers'
import { isoDate, type Row } from '#helpers/sql_values'

const text = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value))

/** Reservations with their product, shop and customer, as the presenter reads them. */
export function reservationRows(client: Reader) {
  return client
    .from('reservations as r')
    .join('products as p', 'p.id', 'r.product_id')
    .join('shops as s', 's.id', 'r.shop_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(
      'r.*',
      'p.name as product_name',
      'p.price as product_price',
      'p.image_url as product_image_url',
      's.name as shop_name',
      's.address as shop_address',
      's.location as shop_location',
      's.opening_hours as shop_opening_hours',
      's.owner_id as shop_owner_id',
      'u.first_name as customer_first_name',
      'u.last_name as customer_last_name',
      'u.email as customer_email',
      'u.phone as customer_phone',
    )
}

function customerOf(row: Row): Reservation['customer'] {
  const name = [text(row.customer_first_name), text(row.customer_last_name)].filter(Boolean).join(' ')
  return {
    name: name || 'Guest',
    email: text(row.customer_email) ?? text(row.contact_email),
    phone: text(row.customer_phone) ?? text(row.contact_phone),
  }
}

/** A reservation row; `forShop` adds who reserved, which the customer's own list leaves out. */
export function toReservation(row: Row, forShop = false): Reservation {
  const shop = { name: String(row.shop_name), address: text(row.shop_address), location: String(row.shop_location) }
  return {
    id: Number(row.id),
    reference: String(row.reference),
    status: String(row.status) as ReservationStatus,
    quantity: Number(row.quantity),
    pickupDate: String(row.pickup_date),
    readyBy: text(row.ready_by),
    note: text(row.note),
    declineReason: text(row.decline_reason),
    createdAt: isoDate(row.created_at),
    product: {
      id: Number(row.product_id),
      name: String(row.product_name),
      price: Number(row.product_price),
      imageUrl: text(row.product_image_url),
    },
    shop: {
      id: Number(row.shop_id),
      ...shop,
      openingHoursSchedule: openingHoursRows(row.shop_opening_hours),
      directionsUrl: directionsUrl(shop),
    },
    customer: forShop ? customerOf(row) : null,
  }
}
