import type { ModerationItem } from '@shoplocal/shared/types'
import { describe, expect, it } from 'vitest'
import {
  approveGuard,
  initialQueueState,
  movesPastEnd,
  openItems,
  queueCommand,
  queueReducer,
  type QueueEvent,
  type QueueState,
} from '../../src/renderer/features/queue/queue-state'

const shop = (id: number): ModerationItem => ({
  kind: 'shop',
  id,
  submittedAt: `2026-11-0${id}T10:00:00.000Z`,
  title: `Shop ${id}`,
  owner: null,
  shop: { id, name: `Shop ${id}`, location: 'Galway', description: null, category: null, phone: null, email: null, website: null },
})

const run = (events: QueueEvent[], state: QueueState = initialQueueState) => events.reduce(queueReducer, state)
const loaded: QueueEvent = { type: 'loaded', items: [shop(1), shop(2), shop(3)] }
const approve = (key: string, now = 0): QueueEvent => ({ type: 'decide', key, decision: { type: 'approve' }, now, windowMs: 5000 })

describe('the moderation queue state', () => {
  it('selects the oldest item and moves with j/k without leaving the list', () => {
    expect(run([loaded]).selected).toBe('shop:1')
    expect(run([loaded, { type: 'move', by: 1 }, { type: 'move', by: 1 }, { type: 'move', by: 1 }]).selected).toBe('shop:3')
    expect(run([loaded, { type: 'move', by: -1 }]).selected).toBe('shop:1')
  })

  it('holds a decision for the undo window and moves on to the next item', () => {
    const state = run([loaded, approve('shop:1', 1000)])
    expect(state.held).toHaveLength(1)
    expect(state.held[0].sendAt).toBe(6000)
    expect(openItems(state).map((item) => item.id)).toEqual([2, 3])
    expect(state.selected).toBe('shop:2')
  })

  it('undo forgets the newest held decision and selects its item again', () => {
    const state = run([loaded, approve('shop:1'), approve('shop:2'), { type: 'undo' }])
    expect(state.held.map((held) => held.key)).toEqual(['shop:1'])
    expect(state.selected).toBe('shop:2')
    expect(openItems(state).map((item) => item.id)).toEqual([2, 3])
  })

  it('once sending, undo no longer applies; the item stays hidden until the server drops it', () => {
    let state = run([loaded, approve('shop:1'), { type: 'sending', key: 'shop:1' }, { type: 'undo' }])
    expect(state.held).toEqual([])
    expect(state.sent).toEqual(['shop:1'])
    expect(openItems(state).map((item) => item.id)).toEqual([2, 3])
    state = run([{ type: 'loaded', items: [shop(1), shop(2), shop(3)] }], state)
    expect(openItems(state).map((item) => item.id)).toEqual([2, 3])
    state = run([{ type: 'loaded', items: [shop(2), shop(3)] }], state)
    expect(state.sent).toEqual([])
  })

  it('brings an item back when sending its decision failed', () => {
    const state = run([loaded, approve('shop:1'), { type: 'sending', key: 'shop:1' }, { type: 'failed', key: 'shop:1' }])
    expect(openItems(state).map((item) => item.id)).toEqual([1, 2, 3])
  })

  it('ignores a decision on an item that is not open', () => {
    expect(run([loaded, approve('shop:9')]).held).toEqual([])
  })

  it('maps j/k, the arrows, a, r and u, and nothing else', () => {
    expect(['j', 'ArrowDown', 'k', 'ArrowUp', 'a', 'r', 'u', 'x', 'A'].map(queueCommand)).toEqual([
      'next',
      'next',
      'previous',
      'previous',
      'approve',
      'reject',
      'undo',
      null,
      null,
    ])
  })

  it('never moves past either end silently: the move is reported as past the end and the selection stays', () => {
    const atStart = run([loaded])
    expect(movesPastEnd(atStart, -1)).toBe(true)
    expect(movesPastEnd(atStart, 1)).toBe(false)
    const atEnd = run([loaded, { type: 'move', by: 1 }, { type: 'move', by: 1 }])
    expect(atEnd.selected).toBe('shop:3')
    expect(movesPastEnd(atEnd, 1)).toBe(true)
    expect(movesPastEnd(run([{ type: 'loaded', items: [] }]), 1)).toBe(true)
  })

  it('asks for confirmation before verifying a payment and never verifies one without a proof', () => {
    const payment = (hasProof: boolean): ModerationItem => ({
      kind: 'payment',
      id: 7,
      submittedAt: '2026-11-07T10:00:00.000Z',
      title: 'SL-0007-X',
      owner: null,
      payment: {
        id: 7,
        reference: 'SL-0007-X',
        amount: 29.99,
        currency: 'EUR',
        paymentMethod: 'bank_transfer',
        transactionType: 'subscription',
        lineItems: [],
        shopName: 'Shop 1',
        proofUploadedAt: hasProof ? '2026-11-07T10:00:00.000Z' : null,
        hasProof,
      },
    })
    expect(approveGuard(shop(1))).toBe('direct')
    expect(approveGuard(payment(true))).toBe('confirm')
    expect(approveGuard(payment(false))).toBe('blocked')
  })
})
