import { formatPickupDay } from '@shoplocal/shared/rules'
import type { Reservation } from '@shoplocal/shared/types'
import { RESERVATION_COPY, RESERVATION_STATUS_LABELS } from './copy.ts'

/** What both sides read about a reservation: status, shop, pickup day, ready-by time, reference (and who, for the shop). */
export function ReservationFacts({ reservation }: { reservation: Reservation }) {
  const { customer } = reservation
  return (
    <dl className="reservation-item__facts">
      <dt>{RESERVATION_COPY.status}</dt>
      <dd data-testid="reservation-status">{RESERVATION_STATUS_LABELS[reservation.status]}</dd>
      <dt>{RESERVATION_COPY.shop}</dt>
      <dd>
        {reservation.shop.name}, {[reservation.shop.address, reservation.shop.location].filter(Boolean).join(', ')} ·{' '}
        <a href={reservation.shop.directionsUrl} target="_blank" rel="noopener noreferrer">
          {RESERVATION_COPY.getDirections}
        </a>
      </dd>
      <dt>{RESERVATION_COPY.pickupDay}</dt>
      <dd>{formatPickupDay(reservation.pickupDate)}</dd>
      {reservation.readyBy && (
        <>
          <dt>{RESERVATION_COPY.readyBy}</dt>
          <dd>{reservation.readyBy}</dd>
        </>
      )}
      <dt>{RESERVATION_COPY.reference}</dt>
      <dd>{reservation.reference}</dd>
      {customer && (
        <>
          <dt>{RESERVATION_COPY.customer}</dt>
          <dd>{[customer.name, customer.email, customer.phone].filter(Boolean).join(' · ')}</dd>
        </>
      )}
      {reservation.note && (
        <>
          <dt>{RESERVATION_COPY.note}</dt>
          <dd>{reservation.note}</dd>
        </>
      )}
      {reservation.declineReason && (
        <>
          <dt>{RESERVATION_COPY.declineReason}</dt>
          <dd>{reservation.declineReason}</dd>
        </>
      )}
    </dl>
  )
}
