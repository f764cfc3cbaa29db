import { describe, expect, it } from 'vitest'
import { monthLabel, revenueSeries, systemHealth, visitSeries } from '../../src/renderer/lib/chart-data'

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

  it('shows memory in MB and uptime in hours', () => {
    expect(systemHealth({ memoryUsage: { used: 256 * 1024 * 1024 }, serverUptime: 5400 })).toEqual({ memoryMb: 256, uptimeHours: 1.5 })
  })
})
