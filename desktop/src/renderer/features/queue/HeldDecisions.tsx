import { QUEUE_KIND_LABELS, QUEUE_LABELS } from '../../messages/index'
import type { HeldDecision } from './queue-state'

/** The decisions waiting out their undo window, each with its countdown. */
export function HeldDecisions({ held, now }: { held: HeldDecision[]; now: number }) {
  if (held.length === 0) return null
  return (
    <ul className="queue-held" aria-live="polite">
      {held.map((decision) => (
        <li key={decision.key} className={decision.decision.type === 'approve' ? 'held-approve' : 'held-reject'}>
          <strong>{decision.decision.type === 'approve' ? QUEUE_LABELS.approved : QUEUE_LABELS.rejected}</strong>{' '}
          {QUEUE_KIND_LABELS[decision.item.kind]} · {decision.item.title}
          {decision.decision.type === 'reject' ? <span className="muted"> — {decision.decision.reason}</span> : null}
          <span className="queue-countdown">{QUEUE_LABELS.sendingIn(Math.max(0, Math.ceil((decision.sendAt - now) / 1000)))}</span>
        </li>
      ))}
    </ul>
  )
}
