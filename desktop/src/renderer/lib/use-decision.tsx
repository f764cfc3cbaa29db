import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState, type ReactNode } from 'react'
import type { ShopLocalBridge } from '../../shared/bridge'
import { ADMIN_QUERY_KEY } from '../api/admin'
import { useBridge } from '../bridge/context'
import { ConfirmDialog, type ConfirmRequest, type GroundAnswer } from '../components/ConfirmDialog'
import { useToast } from '../components/Toasts'
import { decisionFailed, decisionSucceeded, type DecisionWords } from './decision-outcome'

/** One decision as a screen describes it: the call, its words, and what else the screen does after. */
interface Decision<Answer> extends DecisionWords<Answer> {
  send(bridge: ShopLocalBridge, reason: string, ground?: GroundAnswer): Promise<Answer>
  /** Asked first in the console's confirm dialog (its reason, if asked, goes to `send`); without it the decision goes at once. */
  confirm?: ConfirmRequest
  /** A 422 refusal shown beside the screen's own field instead of a toast. */
  onFieldError?(message: string): void
  onSuccess?(answer: Answer): void
  /** After a refusal shown as a toast (not after a field's). */
  onFailure?(): void
}

type DecisionResult<Answer> = { ok: true; answer: Answer } | { ok: false }

/**
 * The console's one way to send a decision (approve, reject, verify, refund, remove, ban, reconcile…):
 * confirm when asked, send, say what happened with the server's own message, and refetch every admin
 * list and count (success or not, so a decision someone else made first shows too). `pending` is true
 * while any decision is on its way; the screen disables its buttons with it.
 */
export function useDecision(): {
  decide<Answer>(decision: Decision<Answer>): Promise<DecisionResult<Answer>>
  pending: boolean
  dialog: ReactNode
} {
  const bridge = useBridge()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [inFlight, setInFlight] = useState(0)
  const [asking, setAsking] = useState<{ decision: Decision<unknown>; settle(result: DecisionResult<unknown>): void } | null>(null)
  const askingRef = useRef(asking)
  askingRef.current = asking

  const send = useCallback(
    async <Answer,>(decision: Decision<Answer>, reason: string, ground?: GroundAnswer): Promise<DecisionResult<Answer>> => {
      setInFlight((count) => count + 1)
      try {
        const answer = await decision.send(bridge, reason, ground)
        toast({ tone: 'success', ...decisionSucceeded(decision, answer) })
        decision.onSuccess?.(answer)
        return { ok: true, answer }
      } catch (error) {
        const failure = decisionFailed(decision as DecisionWords<unknown>, error, decision.onFieldError !== undefined)
        if (failure.kind === 'field') decision.onFieldError?.(failure.message)
        else {
          toast({ tone: 'error', ...failure.toast })
          decision.onFailure?.()
        }
        return { ok: false }
      } finally {
        setInFlight((count) => count - 1)
        void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY })
      }
    },
    [bridge, toast, queryClient],
  )

  const decide = useCallback(
    <Answer,>(decision: Decision<Answer>): Promise<DecisionResult<Answer>> => {
      if (!decision.confirm) return send(decision, '')
      return new Promise((settle) =>
        setAsking({ decision: decision as Decision<unknown>, settle: settle as (result: DecisionResult<unknown>) => void }),
      )
    },
    [send],
  )

  const confirmed = (reason: string, ground?: GroundAnswer) => {
    const current = askingRef.current
    if (!current) return
    void send(current.decision, reason, ground).then((result) => {
      current.settle(result)
      setAsking(null)
    })
  }
  const cancelled = () => {
    asking?.settle({ ok: false })
    setAsking(null)
  }

  return {
    decide,
    pending: inFlight > 0,
    dialog: <ConfirmDialog request={asking?.decision.confirm ?? null} busy={inFlight > 0} onConfirm={confirmed} onCancel={cancelled} />,
  }
}
