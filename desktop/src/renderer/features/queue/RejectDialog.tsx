import { QUEUE_KIND_LABELS, QUEUE_LABELS } from '../../messages/index'
import type { ModerationItem } from '@shoplocal/shared/types'
import { useId, useState, type FormEvent } from 'react'
import { ModalDialog } from '../../components/ModalDialog'

interface RejectDialogProps {
  item: ModerationItem | null
  onReject(item: ModerationItem, reason: string): void
  onCancel(): void
}

/**
 * Asks why an item is rejected: a native modal dialog (focus trapped, Escape cancels), the reason
 * field focused, Enter rejects. The queue insists on a reason, so the owner always learns why.
 */
export function RejectDialog({ item, onReject, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const reasonId = useId()
  const titleId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!item) return
    if (!reason.trim()) {
      setMissing(true)
      return
    }
    onReject(item, reason.trim())
  }

  return (
    <ModalDialog
      open={item !== null}
      labelledBy={titleId}
      onOpen={() => {
        setReason('')
        setMissing(false)
      }}
      onCancel={onCancel}
    >
      {item ? (
        <form method="dialog" onSubmit={submit}>
          <h2 id={titleId}>{QUEUE_LABELS.rejectHeading}</h2>
          <p>
            {QUEUE_KIND_LABELS[item.kind]} · {item.title}
          </p>
          <label className="field" htmlFor={reasonId}>
            <span>{QUEUE_LABELS.reasonPlaceholder}</span>
            <input
              id={reasonId}
              name="reason"
              type="text"
              value={reason}
              maxLength={500}
              autoFocus
              aria-invalid={missing}
              onChange={(event) => {
                setReason(event.target.value)
                setMissing(false)
              }}
            />
          </label>
          {missing ? (
            <p className="field-error" role="alert">
              {QUEUE_LABELS.reasonRequired}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onCancel}>
              {QUEUE_LABELS.cancel}
            </button>
            <button type="submit" className="button button-danger">
              {QUEUE_LABELS.confirmReject}
            </button>
          </div>
        </form>
      ) : null}
    </ModalDialog>
  )
}
