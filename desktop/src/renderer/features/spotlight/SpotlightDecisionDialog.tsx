import { SPOTLIGHT_PRIORITY } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { SPOTLIGHT_CONSOLE } from '../../messages/index'
import type { AdminSpotlightRequest } from '@shoplocal/shared/types'
import { useId, useState, type FormEvent } from 'react'
import { ModalDialog } from '../../components/ModalDialog'
import type { SpotlightDecision } from './spotlight-api'
import { SpotlightPreview } from './SpotlightPreview'

type DecisionKind = SpotlightDecision['kind']

export interface DecisionTarget {
  request: AdminSpotlightRequest
  kind: DecisionKind
}

interface Props {
  target: DecisionTarget | null
  busy: boolean
  /** A field message the API answered (e.g. a missing reason), shown under the field. */
  fieldError: string | null
  onSubmit(decision: SpotlightDecision): void
  onCancel(): void
}

const TITLES: Record<DecisionKind, string> = {
  approve: SPOTLIGHT_CONSOLE.approve,
  reject: SPOTLIGHT_CONSOLE.reject,
  'force-reject': SPOTLIGHT_CONSOLE.forceReject,
}

const QUESTIONS: Record<DecisionKind, string> = {
  approve: SPOTLIGHT_CONSOLE.approveQuestion,
  reject: SPOTLIGHT_CONSOLE.rejectQuestion,
  'force-reject': SPOTLIGHT_CONSOLE.forceRejectQuestion,
}

/**
 * Approve with a priority (0–10), reject with an optional reason, or force-reject with a required one,
 * in a native modal <dialog> (focus trapped, Escape cancels). What was typed goes to the API as is;
 * the API's refusal of a field shows under it.
 */
export function SpotlightDecisionDialog({ target, busy, fieldError, onSubmit, onCancel }: Props) {
  const [priority, setPriority] = useState(String(SPOTLIGHT_PRIORITY.default))
  const [reason, setReason] = useState('')
  const fieldId = useId()
  const titleId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!target) return
    onSubmit(target.kind === 'approve' ? { kind: 'approve', priority: Number(priority) } : { kind: target.kind, reason })
  }

  const kind = target?.kind
  return (
    <ModalDialog
      open={target !== null}
      busy={busy}
      labelledBy={titleId}
      onOpen={() => {
        setPriority(String(SPOTLIGHT_PRIORITY.default))
        setReason('')
      }}
      onCancel={onCancel}
    >
      {target && kind ? (
        <form method="dialog" onSubmit={submit} noValidate>
          <h2 id={titleId}>
            {TITLES[kind]}: {target.request.product.name}
          </h2>
          <SpotlightPreview request={target.request} />
          <p>{QUESTIONS[kind]}</p>
          <label className="field" htmlFor={fieldId}>
            <span>
              {kind === 'approve'
                ? SPOTLIGHT_CONSOLE.priority
                : kind === 'reject'
                  ? SPOTLIGHT_CONSOLE.reasonOptional
                  : SPOTLIGHT_CONSOLE.reasonRequired}
            </span>
            {kind === 'approve' ? (
              <input
                id={fieldId}
                name="priority"
                type="number"
                inputMode="numeric"
                min={SPOTLIGHT_PRIORITY.min}
                max={SPOTLIGHT_PRIORITY.max}
                step={1}
                value={priority}
                onChange={(event) => setPriority(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${fieldId}-error` : undefined}
                autoFocus
              />
            ) : (
              <textarea
                id={fieldId}
                name="reason"
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${fieldId}-error` : undefined}
                autoFocus
              />
            )}
          </label>
          {fieldError ? (
            <p className="field-error" id={`${fieldId}-error`} role="alert">
              {fieldError}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
              {COMMON_LABELS.cancel}
            </button>
            <button type="submit" className={kind === 'approve' ? 'button' : 'button button-danger'} disabled={busy}>
              {TITLES[kind]}
            </button>
          </div>
        </form>
      ) : null}
    </ModalDialog>
  )
}
