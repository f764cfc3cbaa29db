import type { ModerationItem } from '@shoplocal/shared/types'
import { useEffect, type Dispatch } from 'react'
import { useToast } from '../../components/Toasts'
import { QUEUE_GUARD_COPY } from '../../copy'
import { QUEUE_LABELS } from '../../messages/index'
import { movesPastEnd, queueCommand, type QueueEvent, type QueueState } from './queue-state'

/** Typing in a field or working a dialog must not move the queue. */
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

interface QueueKeys {
  state: QueueState
  dispatch: Dispatch<QueueEvent>
  selected: ModerationItem | null
  /** A dialog is open: the keys are its own. */
  paused: boolean
  tryApprove: (item: ModerationItem) => void
  startReject: (item: ModerationItem) => void
  setNotice: (notice: string | null) => void
}

/** The queue's keys: j/k or the arrows move, a approves, r rejects with a reason, u undoes the latest decision. */
export function useQueueKeys({ state, dispatch, selected, paused, tryApprove, startReject, setNotice }: QueueKeys): void {
  const toast = useToast()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (paused || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return
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
      if (command === 'reject' && selected) startReject(selected)
      if (command === 'undo' && state.held.length > 0) {
        dispatch({ type: 'undo' })
        toast({ tone: 'success', title: QUEUE_LABELS.undone })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [paused, selected, toast, tryApprove, startReject, setNotice, dispatch, state])
}
