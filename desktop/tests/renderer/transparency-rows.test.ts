import { describe, expect, it } from 'vitest'
import type { TransparencyFigures } from '@shoplocal/shared/types'
import { transparencyRows } from '../../src/renderer/features/transparency/transparency-rows'

const FIGURES: TransparencyFigures = {
  from: '2026-01-01',
  to: '2026-11-28',
  reportsByCategory: [{ category: 'scams_and_fraud', count: 3 }],
  decisionsByAction: [{ action: 'hide_item', count: 2 }],
  decisionsByGround: [{ ground: 'law', count: 2 }],
  medianHoursToDecision: 5.5,
  ownInitiativeActions: 1,
  appeals: { received: 2, decided: 1, reversed: 1 },
  misuseSuspensions: 0,
  monthlyActiveRecipients: [{ month: '2026-10', recipients: 40 }],
  averageMonthlyActiveRecipients: 40,
}

describe('the transparency figures as rows', () => {
  it('names every figure in words and keeps its number', () => {
    const rows = transparencyRows(FIGURES)
    expect(rows).toContainEqual({ section: 'Reports by category', item: 'Scams and fraud', value: 3 })
    expect(rows).toContainEqual({ section: 'Decisions by action', item: 'Hidden from the public', value: 2 })
    expect(rows).toContainEqual({ section: 'Median time from report to decision', item: '2026-01-01 – 2026-11-28', value: 5.5 })
    expect(rows).toContainEqual({ section: 'Decisions reversed on appeal', item: '2026-01-01 – 2026-11-28', value: 1 })
    expect(rows.filter((row) => row.section.startsWith('Average monthly active recipients'))).toHaveLength(2)
  })
})
