import { ADMIN_SUCCESS, MODERATION_ERRORS, QUEUE_LABELS } from '../../messages/index'
import type { ModerationKind } from '@shoplocal/shared/types'
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react'
import { runAdminAction } from '../../api/admin'
import { QUEUE_DECISIONS } from '../../api/moderation'
import { useDecision } from '../../lib/use-decision'
import type { HeldDecision, QueueEvent } from './queue-state'

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

/**
 * Sends each held decision when its undo window closes (and all of them when the admin leaves the tab: what was
 * decided is sent, not dropped). Answers the clock the countdowns read.
 */
export function useHeldDecisions(held: HeldDecision[], dispatch: Dispatch<QueueEvent>): number {
  const { decide } = useDecision()
  const [now, setNow] = useState(() => Date.now())
  const started = useRef(new Set<string>())
  const heldRef = useRef<HeldDecision[]>([])
  heldRef.current = held

  const send = useCallback(
    async (decision: HeldDecision) => {
      if (started.current.has(decision.key)) return
      started.current.add(decision.key)
      dispatch({ type: 'sending', key: decision.key })
      const decisions = QUEUE_DECISIONS[decision.item.kind]
      const action =
        decision.decision.type === 'approve'
          ? decisions.approve(decision.item.id)
          : decisions.reject(decision.item.id, decision.decision.reason)
      const outcome = OUTCOME[decision.item.kind][decision.decision.type]
      // The undo window was the queue's confirmation: the decision goes straight out when it closes.
      await decide({
        send: (bridge) => runAdminAction(bridge, action),
        success: outcome.success,
        describe: () => decision.item.title,
        failure: outcome.failure,
        onFailure: () => {
          started.current.delete(decision.key)
          dispatch({ type: 'failed', key: decision.key })
        },
      })
    },
    [decide, dispatch],
  )

  // One clock for the countdowns; a decision whose window has closed is sent.
  useEffect(() => {
    if (held.length === 0) return
    const timer = window.setInterval(() => setNow(Date.now()), 200)
    return () => window.clearInterval(timer)
  }, [held.length])
  useEffect(() => {
    for (const decision of held) if (decision.sendAt <= now) void send(decision)
  }, [now, held, send])

  // Leaving the tab closes every undo window.
  useEffect(
    () => () => {
      for (const decision of heldRef.current) void send(decision)
    },
    [send],
  )
  return now
}
