import { QUEUE_UNDO_SECONDS } from '@shoplocal/shared/constants'
import { ADMIN_SUCCESS, MODERATION_ERRORS, QUEUE_KIND_LABELS, QUEUE_LABELS, VERIFICATION_LABELS, queueTabTitle } from '../../messages/index'
import { formatDateTime, formatEuro2, fullName } from '@shoplocal/shared/rules'
import type { ModerationItem, ModerationKind } from '@shoplocal/shared/types'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { runAdminAction } from '../../api/admin'
import { QUEUE_DECISIONS, useModerationQueue } from '../../api/moderation'
import { TabError } from '../../components/TabState'
import { useToast } from '../../components/Toasts'
import { ItemPreview } from './ItemPreview'
import { RejectDialog } from './RejectDialog'
import { useDecision } from '../../lib/use-decision'
import { useLinkedCase } from '../../lib/use-linked-case'
import { QUEUE_GUARD_COPY } from '../../copy'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import {
  approveGuard,
  initialQueueState,
  itemKey,
  movesPastEnd,
  openItems,
  queueCommand,
  queueReducer,
  type HeldDecision,
} from './queue-state'
import './queue.css'

const WINDOW_MS = QUEUE_UNDO_SECONDS * 1000

/** The toasts of each kind's two decisions. */
const OUTCOME: Record<ModerationKind, Record<'approve' | 'reject', { success: string; failure: string }>> = {
  shop: {
    approve: { success: ADMIN_SUCCESS.shopApproved, failure: MODERATION_ERRORS.approveShop },
    reject: { success: ADMIN_SUCCESS.shopRejected, failure: MODERATION_ERRORS.rejectShop },
  },
  payment: {
    approve: { success: ADMIN_SUCCESS.paymentVerified, failure: QUEUE_LABELS.verifyFailed },
    reject: { success: ADMIN_SUCCESS.paymentRejected, failure: QUEUE_LABELS.rejectPaymentFailed },
  },
  spotlight: {
    approve: { success: ADMIN_SUCCESS.spotlightApproved, failure: MODERATION_ERRORS.approveSpotlight },
    reject: { success: ADMIN_SUCCESS.spotlightRejected, failure: MODERATION_ERRORS.rejectSpotlight },
  },
}

/** Typing in a field or working a dialog must not move the queue. */
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

const ownerLine = (item: ModerationItem) => fullName(item.owner?.firstName, item.owner?.lastName) || item.owner?.email || '—'

/**
 * Everything awaiting a decision in one list, worked from the keyboard: j/k or the arrows move, a
 * approves, r rejects with a reason, u undoes. A decision waits QUEUE_UNDO_SECONDS before it is sent
 * to the endpoint that owns the item, so undo never has to reverse anything on the server.
 */
export function QueueTab() {
  const toast = useToast()
  const { decide } = useDecision()
  const queue = useModerationQueue()
  const [state, dispatch] = useReducer(queueReducer, initialQueueState)
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null)
  const [now, setNow] = useState(() => Date.now())
  /** The payment whose Verify (the key or the button) waits for the admin's confirmation. */
  const [confirming, setConfirming] = useState<ModerationItem | null>(null)
  /** What the last key could not do (past an end, a payment without proof), said where the admin looks. */
  const [notice, setNotice] = useState<string | null>(null)
  const started = useRef(new Set<string>())
  const heldRef = useRef<HeldDecision[]>([])
  heldRef.current = state.held

  const approve = useCallback(
    (item: ModerationItem) =>
      dispatch({ type: 'decide', key: itemKey(item), decision: { type: 'approve' }, now: Date.now(), windowMs: WINDOW_MS }),
    [],
  )

  useEffect(() => {
    if (queue.data) dispatch({ type: 'loaded', items: queue.data.items })
  }, [queue.data])
  useLinkedCase(
    queue.data?.items,
    itemKey,
    useCallback((item: ModerationItem) => dispatch({ type: 'select', key: itemKey(item) }), []),
    setNotice,
  )

  const send = useCallback(
    async (held: HeldDecision) => {
      if (started.current.has(held.key)) return
      started.current.add(held.key)
      dispatch({ type: 'sending', key: held.key })
      const decisions = QUEUE_DECISIONS[held.item.kind]
      const action =
        held.decision.type === 'approve' ? decisions.approve(held.item.id) : decisions.reject(held.item.id, held.decision.reason)
      const outcome = OUTCOME[held.item.kind][held.decision.type]
      // The undo window was the queue's confirmation: the decision goes straight out when it closes.
      await decide({
        send: (bridge) => runAdminAction(bridge, action),
        success: outcome.success,
        describe: () => held.item.title,
        failure: outcome.failure,
        onFailure: () => {
          started.current.delete(held.key)
          dispatch({ type: 'failed', key: held.key })
        },
      })
    },
    [decide],
  )

  // One clock for the countdowns; a decision whose window has closed is sent.
  useEffect(() => {
    if (state.held.length === 0) return
    const timer = window.setInterval(() => setNow(Date.now()), 200)
    return () => window.clearInterval(timer)
  }, [state.held.length])
  useEffect(() => {
    for (const held of state.held) if (held.sendAt <= now) void send(held)
  }, [now, state.held, send])

  // Leaving the tab closes every undo window: what the admin decided is sent, not dropped.
  useEffect(
    () => () => {
      for (const held of heldRef.current) void send(held)
    },
    [send],
  )

  const open = openItems(state)
  const selected = open.find((item) => itemKey(item) === state.selected) ?? null

  /** Approve through the item's guard: the same for the key and the button. */
  const tryApprove = useCallback(
    (item: ModerationItem) => {
      const guard = approveGuard(item)
      if (guard === 'blocked') {
        setNotice(QUEUE_GUARD_COPY.noProof)
        return
      }
      setNotice(null)
      // Money is verified only after the confirmation it asks for; the undo window follows as for any decision.
      if (guard === 'confirm') setConfirming(item)
      else approve(item)
    },
    [approve],
  )

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (rejecting || confirming || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return
      const command = queueCommand(event.key)
      if (!command) return
      event.preventDefault()
      if (command !== 'approve') setNotice(null)
      if (command === 'next' || command === 'previous') {
        const by = command === 'next' ? 1 : -1
        if (movesPastEnd(state, by)) setNotice(by === 1 ? QUEUE_GUARD_COPY.lastItem : QUEUE_GUARD_COPY.firstItem)
        else dispatch({ type: 'move', by })
      }
      if (command === 'approve' && selected) tryApprove(selected)
      if (command === 'reject' && selected) setRejecting(selected)
      if (command === 'undo' && heldRef.current.length > 0) {
        dispatch({ type: 'undo' })
        toast({ tone: 'success', title: QUEUE_LABELS.undone })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [rejecting, confirming, selected, toast, tryApprove, state])

  // The selected row stays in view as j/k move through a long queue.
  useEffect(() => {
    if (state.selected) document.getElementById(`queue-item-${state.selected.replace(':', '-')}`)?.scrollIntoView({ block: 'nearest' })
  }, [state.selected])

  if (queue.isError) return <TabError error={queue.error} onRetry={() => void queue.refetch()} />
  const counts = queue.data?.counts
  return (
    <section className="tab queue" aria-label={QUEUE_LABELS.title} aria-busy={queue.isFetching}>
      <header className="queue-header">
        <h2 className="queue-title">{counts ? queueTabTitle(counts) : QUEUE_LABELS.title}</h2>
        <p className="muted queue-keys">{QUEUE_LABELS.keys}</p>
      </header>
      {state.held.length > 0 ? (
        <ul className="queue-held" aria-live="polite">
          {state.held.map((held) => (
            <li key={held.key} className={held.decision.type === 'approve' ? 'held-approve' : 'held-reject'}>
              <strong>{held.decision.type === 'approve' ? QUEUE_LABELS.approved : QUEUE_LABELS.rejected}</strong>{' '}
              {QUEUE_KIND_LABELS[held.item.kind]} · {held.item.title}
              {held.decision.type === 'reject' ? <span className="muted"> — {held.decision.reason}</span> : null}
              <span className="queue-countdown">{QUEUE_LABELS.sendingIn(Math.max(0, Math.ceil((held.sendAt - now) / 1000)))}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="queue-body">
        <ul
          className="queue-list"
          role="listbox"
          aria-label={QUEUE_LABELS.list}
          aria-activedescendant={state.selected ? `queue-item-${state.selected.replace(':', '-')}` : undefined}
          tabIndex={0}
        >
          {open.length === 0 && queue.data ? <li className="muted queue-empty">{QUEUE_LABELS.empty}</li> : null}
          {open.map((item) => {
            const key = itemKey(item)
            return (
              <li
                key={key}
                id={`queue-item-${key.replace(':', '-')}`}
                role="option"
                aria-selected={key === state.selected}
                className={key === state.selected ? 'queue-item queue-item-selected' : 'queue-item'}
                onClick={() => {
                  setNotice(null)
                  dispatch({ type: 'select', key })
                }}
              >
                <span className={`queue-kind queue-kind-${item.kind}`}>{QUEUE_KIND_LABELS[item.kind]}</span>
                <span className="queue-item-title">{item.title}</span>
                <span className="queue-item-owner muted">{ownerLine(item)}</span>
                <span className="queue-item-date muted">{formatDateTime(item.submittedAt)}</span>
              </li>
            )
          })}
        </ul>
        <aside className="queue-preview" aria-label={QUEUE_LABELS.preview}>
          {notice ? (
            <p className="queue-notice" role="status">
              {notice}
            </p>
          ) : null}
          {selected ? (
            <ItemPreview
              item={selected}
              approveBlocked={approveGuard(selected) === 'blocked'}
              onApprove={() => tryApprove(selected)}
              onReject={() => setRejecting(selected)}
            />
          ) : null}
          <p className="muted queue-note">{QUEUE_LABELS.undoHint}</p>
        </aside>
      </div>
      <ConfirmDialog
        request={
          confirming?.kind === 'payment'
            ? {
                title: VERIFICATION_LABELS.verifyTitle,
                message: VERIFICATION_LABELS.verifyMessage(formatEuro2(confirming.payment.amount)),
                confirmLabel: VERIFICATION_LABELS.verify,
                withReason: false,
              }
            : null
        }
        busy={false}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) approve(confirming)
          setConfirming(null)
        }}
      />
      <RejectDialog
        item={rejecting}
        onCancel={() => setRejecting(null)}
        onReject={(item, reason) => {
          setRejecting(null)
          dispatch({ type: 'decide', key: itemKey(item), decision: { type: 'reject', reason }, now: Date.now(), windowMs: WINDOW_MS })
        }}
      />
    </section>
  )
}
