import { describe, expect, it } from 'vitest'
import type { Conversation } from '@shoplocal/shared/types'
import { conversationWithShop, filterConversations, relativeTime, sendsOnKey, totalUnread } from './chat-logic.ts'

const conversation = (id: number, shop: string, customer: string, side: Conversation['viewerSide'], unread = 0): Conversation => ({
  id,
  shopId: id * 10,
  shop: { name: shop },
  customer: { id, name: customer },
  otherName: side === 'customer' ? shop : customer,
  viewerSide: side,
  lastMessage: null,
  lastMessageAt: null,
  unreadCount: unread,
  updatedAt: '2026-11-23T10:00:00.000Z',
})

describe('chat logic', () => {
  const list = [
    conversation(1, "Doyle's Garage", 'Aoife Kelly', 'customer', 2),
    conversation(2, 'Róisín Bakery', 'Seán Ó Briain', 'shop_owner', 1),
  ]

  it('searches by shop or customer name, ignoring case and accents', () => {
    expect(filterConversations(list, 'doyle').map((c) => c.id)).toEqual([1])
    expect(filterConversations(list, 'roisin').map((c) => c.id)).toEqual([2])
    expect(filterConversations(list, 'SEAN').map((c) => c.id)).toEqual([2])
    expect(filterConversations(list, '  ')).toHaveLength(2)
    expect(filterConversations(list, 'nobody')).toEqual([])
  })

  it('finds the customer’s own conversation with a shop', () => {
    expect(conversationWithShop(list, 10)?.id).toBe(1)
    expect(conversationWithShop(list, 20)).toBeUndefined()
  })

  it('says how long ago a message was sent', () => {
    const now = new Date('2026-11-23T12:00:00.000Z')
    expect(relativeTime('2026-11-23T11:59:30.000Z', now)).toBe('just now')
    expect(relativeTime('2026-11-23T11:55:00.000Z', now)).toBe('5 minutes ago')
    expect(relativeTime('2026-11-23T09:00:00.000Z', now)).toBe('3 hours ago')
    expect(relativeTime('2026-11-22T11:00:00.000Z', now)).toBe('yesterday')
    expect(relativeTime('2026-10-01T11:00:00.000Z', now)).toBe('1 Oct 2026')
  })

  it('sends on Enter but not on Shift+Enter', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true)
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false)
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false)
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false)
  })

  it('adds up the unread messages', () => {
    expect(totalUnread(list)).toBe(3)
  })
})
