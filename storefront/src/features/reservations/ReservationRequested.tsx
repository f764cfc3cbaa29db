import type { Reservation } from '@shoplocal/shared/types'
import { RESERVATION_COPY } from './copy.ts'

/** What the reserve form becomes once the request is made: its reference, for the shop. */
export function ReservationRequested({ reservation }: { reservation: Reservation }) {
  return (
    <div className="reserve-form reserve-form--done" role="status" data-testid="reserve-requested">
      <p className="reserve-form__status">{RESERVATION_COPY.requested}</p>
      <p>
        {RESERVATION_COPY.reference}: <strong>{reservation.reference}</strong>
      </p>
    </div>
  )
}
