import type { ReservationOwnerAction } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import type { Reservation } from '@shoplocal/shared/types'
import { useState } from 'react'
import { TextField } from '../../components/ui/fields.tsx'
import { accept, successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { answerReservation } from './reservations-api.ts'
import { RESERVATION_COPY } from './copy.ts'

/** What the shop can do next with one reservation; each answer is sent, toasted with the API's words, and the list read again. */
export function OwnerReservationActions({ reservation, onAnswered }: { reservation: Reservation; onAnswered(): void }) {
  const [readyBy, setReadyBy] = useState(reservation.readyBy ?? '')
  const [reason, setReason] = useState('')
  const form = useSubmit({ shown: ['readyBy', 'reason'] })
  const { status } = reservation
  if (status !== 'requested' && status !== 'confirmed' && status !== 'ready') return null

  async function answer(action: ReservationOwnerAction, body: object = {}) {
    if (form.busy) return
    const done = await form.submit(accept(body), (payload) => answerReservation(reservation.id, action, payload), {
      title: COMMON_LABELS.error,
      fallback: RESERVATION_COPY.actionFailed,
    })
    if (done) {
      successToast({ title: done.message })
      onAnswered()
    }
  }

  return (
    <div className="reservation-item__actions">
      {status !== 'ready' && (
        <>
          <TextField
            label={RESERVATION_COPY.confirmReadyBy}
            name="readyBy"
            type="time"
            value={readyBy}
            onValueChange={setReadyBy}
            error={form.fieldErrors.readyBy}
          />
          <button
            type="button"
            className="button button--primary"
            aria-disabled={form.busy}
            onClick={() => void answer('confirm', { readyBy })}
          >
            {RESERVATION_COPY.confirm}
          </button>
          <button type="button" className="button button--outline" aria-disabled={form.busy} onClick={() => void answer('ready')}>
            {RESERVATION_COPY.markReady}
          </button>
        </>
      )}
      <button type="button" className="button button--outline" aria-disabled={form.busy} onClick={() => void answer('collected')}>
        {RESERVATION_COPY.markCollected}
      </button>
      <TextField
        label={RESERVATION_COPY.declineReason}
        name="reason"
        value={reason}
        onValueChange={setReason}
        error={form.fieldErrors.reason}
      />
      <button type="button" className="button button--outline" aria-disabled={form.busy} onClick={() => void answer('decline', { reason })}>
        {RESERVATION_COPY.decline}
      </button>
    </div>
  )
}
