import { QUEUE_UNDO_SECONDS } from '@shoplocal/shared/constants'
import { QUEUE_LABELS, VERIFICATION_LABELS, queueTabTitle } from '../../messages/index'
import { formatEuro2 } from '@shoplocal/shared/rules'
import type { ModerationItem } from '@shoplocal/shared/types'
import { useCallback, useEffect, useReducer, useState } from 'react'
import { useModerationQueue } from '../../api/moderation'
import { TabError } from '../../components/TabState'
import { ItemPreview } from './ItemPreview'
import { RejectDialog } from './RejectDialog'
import { HeldDecisions } from './HeldDecisions'
import { QueueList } from './QueueList'
import { useHeldDecisions } from './use-held-decisions'
import { useQueueKeys } from './use-queue-keys'
import { useLinkedCase } from '../../lib/use-linked-case'
import { QUEUE_GUARD_COPY } from '../../copy'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { approveGuard, initialQueueState, itemKey, openItems, queueItemId, queueReducer } from './queue-state'
import './queue.css'

const WINDOW_MS = QUEUE_UNDO_SECONDS * 1000

/**
 * Everything awaiting a decision in one list, worked from the keyboard (`useQueueKeys`). A decision waits
 * QUEUE_UNDO_SECONDS before it is sent to the endpoint that owns the item (`useHeldDecisions`), so undo never has
 * to reverse anything on the server.
 */
export function QueueTab() {
  const queue = useModerationQueue()
  const [state, dispatch] = useReducer(queueReducer, initialQueueState)
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null)
  /** The payment whose Verify (the key or the button) waits for the admin's confirmation. */
  const [confirming, setConfirming] = useState<ModerationItem | null>(null)
  /** What the last key could not do (past an end, a payment without proof), said where the admin looks. */
  const [notice, setNotice] = useState<string | null>(null)
  const now = useHeldDecisions(state.held, dispatch)

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
  useQueueKeys({ state, dispatch, selected, paused: !!rejecting || !!confirming, tryApprove, startReject: setRejecting, setNotice })

  // The selected row stays in view as j/k move through a long queue.
  useEffect(() => {
    if (state.selected) document.getElementById(queueItemId(state.selected))?.scrollIntoView({ block: 'nearest' })
  }, [state.selected])

  if (queue.isError) return <TabError error={queue.error} onRetry={() => void queue.refetch()} />
  const counts = queue.data?.counts
  return (
    <section className="tab queue" aria-label={QUEUE_LABELS.title} aria-busy={queue.isFetching}>
      <header className="queue-header">
        <h2 className="queue-title">{counts ? queueTabTitle(counts) : QUEUE_LABELS.title}</h2>
        <p className="muted queue-keys">{QUEUE_LABELS.keys}</p>
      </header>
      <HeldDecisions held={state.held} now={now} />
      <div className="queue-body">
        <QueueList
          items={open}
          selected={state.selected}
          loaded={!!queue.data}
          onSelect={(key) => {
            setNotice(null)
            dispatch({ type: 'select', key })
          }}
        />
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
