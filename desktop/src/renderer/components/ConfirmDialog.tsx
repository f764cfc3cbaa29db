import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { CONSOLE_LABELS } from '../messages/index'
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
  danger?: boolean
}

interface ConfirmDialogProps {
  request: ConfirmRequest | null
  busy: boolean
  onConfirm(reason: string): void
  onCancel(): void
}

/** Asks to confirm an admin action, and why when the action records a reason. */
export function ConfirmDialog({ request, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const titleId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onConfirm(reason)
  }

  return (
    <ModalDialog
      open={request !== null}
      busy={busy}
      labelledBy={titleId}
      onOpen={() => {
        setReason('')
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
