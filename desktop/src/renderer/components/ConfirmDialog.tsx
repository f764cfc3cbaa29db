import { DECISION_GROUNDS, type DecisionGround } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { CONSOLE_LABELS, GROUND_OPTIONS, TRUST_CONSOLE } from '../messages/index'
import { useId, useState, type FormEvent } from 'react'
import { ModalDialog } from './ModalDialog'

export interface ConfirmRequest {
  title: string
  message: string
  confirmLabel: string
  /** Suspend, reject and delete ask why; the text goes to the admin log. */
  withReason: boolean
  /** The reason must be given (verifying a payment of a shop that cannot go live): Confirm waits for it. */
  reasonRequired?: boolean
  /** A restriction of someone (suspend, ban) also asks its ground: a clause of our terms or a law. */
  withGround?: boolean
  danger?: boolean
}

interface ConfirmDialogProps {
  request: ConfirmRequest | null
  busy: boolean
  onConfirm(reason: string, ground?: GroundAnswer): void
  onCancel(): void
}

/** Asks to confirm an admin action, and why when the action records a reason. */
export function ConfirmDialog({ request, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const [reason, setReason] = useState('')
  const [ground, setGround] = useState<GroundAnswer>({ ground: 'terms', groundDetail: '' })
  const reasonId = useId()
  const titleId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onConfirm(reason, request?.withGround ? ground : undefined)
  }

  return (
    <ModalDialog
      open={request !== null}
      busy={busy}
      labelledBy={titleId}
      onOpen={() => {
        setReason('')
        setGround({ ground: 'terms', groundDetail: '' })
      }}
      onCancel={onCancel}
    >
      {request ? (
        <form method="dialog" onSubmit={submit}>
          <h2 id={titleId}>{request.title}</h2>
          <p>{request.message}</p>
          {request.withReason ? (
            <label className="field" htmlFor={reasonId}>
              <span>{CONSOLE_LABELS.reason}</span>
              <textarea
                id={reasonId}
                name="reason"
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required={request.reasonRequired}
                autoFocus
              />
            </label>
          ) : null}
          {request.withGround ? <GroundFields value={ground} onChange={setGround} /> : null}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
              {COMMON_LABELS.cancel}
            </button>
            <button
              type="submit"
              className={request.danger ? 'button button-danger' : 'button'}
              disabled={busy || (request.reasonRequired === true && !reason.trim())}
              autoFocus={!request.withReason}
            >
              {request.confirmLabel}
            </button>
          </div>
        </form>
      ) : null}
    </ModalDialog>
  )
}

/** The ground a restriction names; the statement of reasons the person receives quotes it. */
export interface GroundAnswer {
  ground: DecisionGround
  groundDetail: string
}

function GroundFields({ value, onChange }: { value: GroundAnswer; onChange(value: GroundAnswer): void }) {
  const id = useId()
  return (
    <>
      <label className="field" htmlFor={`${id}-ground`}>
        <span>{TRUST_CONSOLE.ground}</span>
        <select
          id={`${id}-ground`}
          value={value.ground}
          onChange={(event) => onChange({ ...value, ground: event.target.value as DecisionGround })}
        >
          {DECISION_GROUNDS.map((ground) => (
            <option key={ground} value={ground}>
              {GROUND_OPTIONS[ground]}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={`${id}-detail`}>
        <span>{TRUST_CONSOLE.groundDetail}</span>
        <input
          id={`${id}-detail`}
          value={value.groundDetail}
          maxLength={255}
          onChange={(event) => onChange({ ...value, groundDetail: event.target.value })}
        />
      </label>
    </>
  )
}
