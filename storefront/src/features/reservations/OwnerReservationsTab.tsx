import { RESERVATION_STATUSES, type ReservationStatus } from '@shoplocal/shared/constants'
import { SelectField } from '../../components/ui/fields.tsx'
import { OwnerReservationActions } from './OwnerReservationActions.tsx'
import { ReservationFacts } from './ReservationFacts.tsx'
import type { OwnerReservations } from './use-owner-reservations.ts'
import { RESERVATION_COPY, RESERVATION_STATUS_LABELS } from './copy.ts'

const ALL = 'all'
const FILTERS = [
  { value: ALL, label: RESERVATION_COPY.allStatuses },
  ...RESERVATION_STATUSES.map((status) => ({ value: status, label: RESERVATION_STATUS_LABELS[status] })),
]

/** The owner dashboard's "Reservations" tab: newest first, kept fresh by the dashboard's useOwnerReservations. */
export function OwnerReservationsTab({ reservations }: { reservations: OwnerReservations }) {
  const { data, failed, status, setStatus, reload } = reservations
  return (
    <div className="owner-reservations" data-testid="owner-reservations">
      <SelectField
        label={RESERVATION_COPY.ownerFilter}
        name="status"
        value={status ?? ALL}
        options={FILTERS}
        onValueChange={(value) => setStatus(value === ALL ? null : (value as ReservationStatus))}
      />
      {failed && <p role="alert">{RESERVATION_COPY.loadFailed}</p>}
      {data?.reservations.length === 0 && <p className="owner-empty">{RESERVATION_COPY.ownerEmpty}</p>}
      <ul className="reservation-list">
        {data?.reservations.map((reservation) => (
          <li key={reservation.id} className="reservation-item" data-testid="owner-reservation">
            <h3 className="reservation-item__title">{RESERVATION_COPY.quantityOf(reservation.quantity, reservation.product.name)}</h3>
            <ReservationFacts reservation={reservation} />
            <OwnerReservationActions reservation={reservation} onAnswered={() => void reload()} />
          </li>
        ))}
      </ul>
    </div>
  )
}
