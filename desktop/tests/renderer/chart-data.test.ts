import { describe, expect, it } from 'vitest'
import { monthLabel, revenueSeries, systemHealth, visitSeries } from '../../src/renderer/lib/chart-data'
import { uptimeLabel } from '../../src/renderer/copy'

describe('chart data', () => {
  it('labels months short, in en-IE', () => {
    expect(monthLabel('2026-11')).toBe('Nov 26')
    expect(monthLabel('2026-01')).toBe('Jan 26')
    expect(monthLabel('not-a-month')).toBe('not-a-month')
  })

  it('turns revenueByMonth into bars in the order sent', () => {
    expect(
      revenueSeries([
        { month: '2026-10', revenue: 149 },
        { month: '2026-11', revenue: 268.5 },
      ]),
    ).toEqual([
      { label: 'Oct 26', value: 149 },
      { label: 'Nov 26', value: 268.5 },
    ])
  })

  it('gives the four visit figures, day to year', () => {
    expect(visitSeries({ daily: 1, weekly: 7, monthly: 30, yearly: 365 })).toEqual([
      { label: 'Today', value: 1 },
      { label: 'This Week', value: 7 },
      { label: 'This Month', value: 30 },
      { label: 'This Year', value: 365 },
    ])
  })

  it('shows the measured memory in MB and the uptime as minutes, hours or days', () => {
    const metrics = {
      measuredAt: '2026-11-25T12:00:00.000Z',
      uptimeSeconds: 5400,
      memory: { rssBytes: 256 * 1024 * 1024, heapUsedBytes: 96 * 1024 * 1024 },
      requests: [],
      signIns: { hours: 24, failed: 0, locks: 0 },
    }
    expect(systemHealth(metrics)).toEqual({ memoryMb: 256, heapMb: 96, uptimeSeconds: 5400 })
    expect([59, 5400, 200_000].map(uptimeLabel)).toEqual(['0 min', '1 h 30 min', '2 d 7 h'])
  })
})
