import { QUEUE_KIND_LABELS, QUEUE_LABELS } from '@shoplocal/shared/messages'
import type { ModerationItem } from '@shoplocal/shared/types'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

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
  const dialog = useRef<HTMLDialogElement>(null)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const reasonId = useId()
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (item && !element.open) {
      setReason('')
      setMissing(false)
      element.showModal()
    } else if (!item && element.open) {
      element.close()
    }
  }, [item])

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
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      {item ? (
        <form method="dialog" onSubmit={submit}>
          <h3 id={titleId}>{QUEUE_LABELS.rejectHeading}</h3>
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
    </dialog>
  )
}
