import { OPEN_RESERVATION_STATUSES } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import type { Reservation } from '@shoplocal/shared/types'
import { useCallback, useEffect, useState } from 'react'
import { successToast, useSubmit, accept } from '../../components/ui/use-submit.ts'
import { cancelReservation, fetchMyReservations } from './reservations-api.ts'
import { ReservationFacts } from './ReservationFacts.tsx'
import { RESERVATION_COPY } from './copy.ts'

/** "My reservations" on the account page: the API's list, read again after a cancel. */
export function MyReservations() {
  const [rows, setRows] = useState<Reservation[] | null>(null)
  const [failed, setFailed] = useState(false)
  const form = useSubmit()
  const load = useCallback(async () => {
    const answer = await fetchMyReservations()
    setFailed(!answer.ok)
    if (answer.ok) setRows(answer.data)
  }, [])
  useEffect(() => void load(), [load])

  async function cancel(id: number) {
    const done = await form.submit(accept(id), cancelReservation, { title: COMMON_LABELS.error, fallback: RESERVATION_COPY.cancelFailed })
    if (done) {
      successToast({ title: RESERVATION_COPY.cancelled })
      await load()
    }
  }

  return (
    <section className="card" aria-labelledby="my-reservations-heading" data-testid="my-reservations">
      <h2 id="my-reservations-heading" className="card__title">
        {RESERVATION_COPY.myReservations}
      </h2>
      {failed && <p role="alert">{RESERVATION_COPY.loadFailed}</p>}
      {rows?.length === 0 && <p className="dialog__note">{RESERVATION_COPY.noReservations}</p>}
      <ul className="reservation-list">
        {rows?.map((reservation) => (
          <li key={reservation.id} className="reservation-item" data-testid="my-reservation">
            <h3 className="reservation-item__title">{RESERVATION_COPY.quantityOf(reservation.quantity, reservation.product.name)}</h3>
            <ReservationFacts reservation={reservation} />
            {OPEN_RESERVATION_STATUSES.includes(reservation.status) && (
              <div className="reservation-item__actions">
                <button
                  type="button"
                  className="button button--outline"
                  onClick={() => void cancel(reservation.id)}
                  aria-disabled={form.busy}
                >
                  {RESERVATION_COPY.cancel}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
