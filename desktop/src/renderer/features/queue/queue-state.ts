import type { ModerationItem } from '@shoplocal/shared/types'

/**
 * The moderation queue's state, pure so its rules are tested without a browser. A decision is held
 * for the undo window and only then sent: until it is sent, undo simply forgets it and nothing has
 * reached the server. Sent items stay hidden until the server's next answer no longer lists them.
 */

type Decision = { type: 'approve' } | { type: 'reject'; reason: string }

export interface HeldDecision {
  key: string
  item: ModerationItem
  decision: Decision
  /** When the undo window closes and the decision is sent (ms since the epoch). */
  sendAt: number
}

export interface QueueState {
  items: ModerationItem[]
  selected: string | null
  /** Oldest first; undo takes the newest. */
  held: HeldDecision[]
  /** Sent (or being sent) and not yet gone from the server's list. */
  sent: string[]
}

export const itemKey = (item: Pick<ModerationItem, 'kind' | 'id'>): string => `${item.kind}:${item.id}`

export type QueueEvent =
  | { type: 'loaded'; items: ModerationItem[] }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'select'; key: string }
  | { type: 'decide'; key: string; decision: Decision; now: number; windowMs: number }
  | { type: 'undo' }
  | { type: 'sending'; key: string }
  | { type: 'failed'; key: string }

export const initialQueueState: QueueState = { items: [], selected: null, held: [], sent: [] }

/** The items still waiting for this admin: neither held for undo nor sent. */
export function openItems(state: QueueState): ModerationItem[] {
  const busy = new Set([...state.held.map((held) => held.key), ...state.sent])
  return state.items.filter((item) => !busy.has(itemKey(item)))
}

/** Keeps the selection on an open item: the same one if it is still open, else the one now at its place. */
function reselect(state: QueueState, preferredIndex: number): QueueState {
  const open = openItems(state)
  if (state.selected && open.some((item) => itemKey(item) === state.selected)) return state
  const next = open[Math.min(Math.max(preferredIndex, 0), open.length - 1)]
  return { ...state, selected: next ? itemKey(next) : null }
}

const indexOf = (state: QueueState) => openItems(state).findIndex((item) => itemKey(item) === state.selected)

export function queueReducer(state: QueueState, event: QueueEvent): QueueState {
  switch (event.type) {
    case 'loaded': {
      const listed = new Set(event.items.map(itemKey))
      const index = Math.max(0, indexOf(state))
      // A sent item the server no longer lists is done; one it still lists is kept hidden until it goes.
      return reselect({ ...state, items: event.items, sent: state.sent.filter((key) => listed.has(key)) }, index)
    }
    case 'move': {
      const open = openItems(state)
      if (open.length === 0) return state
      const index = indexOf(state)
      const next = index === -1 ? 0 : Math.min(Math.max(index + event.by, 0), open.length - 1)
      return { ...state, selected: itemKey(open[next]) }
    }
    case 'select':
      return openItems(state).some((item) => itemKey(item) === event.key) ? { ...state, selected: event.key } : state
    case 'decide': {
      const open = openItems(state)
      const index = open.findIndex((item) => itemKey(item) === event.key)
      const item = open[index]
      if (!item) return state
      const held: HeldDecision = { key: itemKey(item), item, decision: event.decision, sendAt: event.now + event.windowMs }
      return reselect({ ...state, held: [...state.held, held], selected: null }, index)
    }
    case 'undo': {
      const last = state.held.at(-1)
      if (!last) return state
      return { ...state, held: state.held.slice(0, -1), selected: last.key }
    }
    case 'sending': {
      if (!state.held.some((held) => held.key === event.key)) return state
      return { ...state, held: state.held.filter((held) => held.key !== event.key), sent: [...state.sent, event.key] }
    }
    case 'failed': {
      const index = Math.max(0, indexOf(state))
      return reselect({ ...state, sent: state.sent.filter((key) => key !== event.key) }, index)
    }
  }
}

/** The keys the queue answers to, or null for any other key. */
export function queueCommand(key: string): 'next' | 'previous' | 'approve' | 'reject' | 'undo' | null {
  switch (key) {
    case 'j':
    case 'ArrowDown':
      return 'next'
    case 'k':
    case 'ArrowUp':
      return 'previous'
    case 'a':
      return 'approve'
    case 'r':
      return 'reject'
    case 'u':
      return 'undo'
    default:
      return null
  }
}

/**
 * How approve acts on an item. A shop or spotlight decision is held for undo at once; verifying a
 * payment moves money, so it asks for confirmation first (then it is held for undo like the rest); a payment
 * without a proof is never verified from the queue, only in Payment Verification, where the money must be confirmed.
 */
type ApproveGuard = 'direct' | 'confirm' | 'blocked'

export function approveGuard(item: ModerationItem): ApproveGuard {
  if (item.kind !== 'payment') return 'direct'
  return item.payment.hasProof ? 'confirm' : 'blocked'
}

/** Whether a move would go past the first or the last open item: the selection stays, and the admin is told. */
export function movesPastEnd(state: QueueState, by: 1 | -1): boolean {
  const open = openItems(state)
  if (open.length === 0) return true
  const index = open.findIndex((item) => itemKey(item) === state.selected)
  if (index === -1) return false
  return index + by < 0 || index + by >= open.length
}

/** The element id of an item's row, which the list names as its active option. */
export const queueItemId = (key: string): string => `queue-item-${key.replace(':', '-')}`
