import { describe, expect, it } from 'vitest'
import type { OwnerInsights } from '@shoplocal/shared/types'
import { durationLabel, shortDate, totalViews, viewRows, weekRows } from './insights.ts'

const insights: OwnerInsights = {
  days: ['2026-11-22', '2026-11-23'],
  shops: [
    { id: 4, name: 'Bakery', viewsPerDay: [3, 5] },
    { id: 9, name: 'Books', viewsPerDay: [0, 1] },
  ],
  favourites: [],
  weeks: ['2026-11-16'],
  messagesPerWeek: [2],
  chatsPerWeek: [1],
  averageFirstReplyMinutes: 75,
  repliedConversations: 1,
  reservations: { collected: 0, uncollected: 0, collectionRate: null, perProduct: [] },
}

describe('shop insights', () => {
  it('lays the views out one row per day with a column per shop', () => {
    expect(viewRows(insights)).toEqual([
      { day: '22 Nov', shop4: 3, shop9: 0 },
      { day: '23 Nov', shop4: 5, shop9: 1 },
    ])
    expect(totalViews(insights)).toBe(9)
    expect(weekRows(insights)).toEqual([{ week: '16 Nov', messages: 2, chats: 1 }])
  })

  it('says reply times the way people do', () => {
    expect(durationLabel(45)).toBe('45 min')
    expect(durationLabel(120)).toBe('2 h')
    expect(durationLabel(125)).toBe('2 h 5 min')
    expect(durationLabel(60 * 27)).toBe('1 day 3 h')
    expect(durationLabel(60 * 48)).toBe('2 days')
    expect(shortDate('2026-01-05')).toBe('5 Jan')
  })
})
