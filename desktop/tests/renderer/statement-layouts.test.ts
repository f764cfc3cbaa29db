import { describe, expect, it } from 'vitest'
import {
  detectLayout,
  parseStatementAmount,
  parseStatementDate,
  rememberedMapping,
  rememberMapping,
  resolveMapping,
  statementLines,
} from '../../src/renderer/features/verification/statement-layouts'

const memory = () => {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('bank statement layouts', () => {
  it('recognises the common Irish exports by their header rows', () => {
    const aib = [
      ' Posted Account',
      ' Posted Transactions Date',
      ' Description1',
      ' Description2',
      ' Description3',
      ' Debit Amount',
      ' Credit Amount',
      'Balance',
    ]
    expect(detectLayout(aib)?.id).toBe('aib')
    expect(detectLayout(['Date', 'Details', 'Debit', 'Credit', 'Balance'])?.id).toBe('boi')
    expect(detectLayout(['Date', 'Description', 'Money In (€)', 'Money Out (€)', 'Balance (€)'])?.id).toBe('ptsb')
    const revolut = ['Type', 'Product', 'Started Date', 'Completed Date', 'Description', 'Amount', 'Fee', 'Currency', 'State', 'Balance']
    expect(detectLayout(revolut)?.id).toBe('revolut')
    expect(detectLayout(['When', 'What', 'How much'])).toBeNull()
  })

  it('reads day-first Irish dates, ISO dates with a time, and month names; refuses impossible ones', () => {
    expect(parseStatementDate('05/01/2026')).toBe('2026-01-05')
    expect(parseStatementDate('5-1-26')).toBe('2026-01-05')
    expect(parseStatementDate('2026-01-05 10:23:45')).toBe('2026-01-05')
    expect(parseStatementDate('05 Jan 2026')).toBe('2026-01-05')
    expect(parseStatementDate('31/02/2026')).toBeNull()
    expect(parseStatementDate('yesterday')).toBeNull()
  })

  it('reads amounts with currency signs, thousands separators and either sign', () => {
    expect(parseStatementAmount('€1,234.50')).toBe(1234.5)
    expect(parseStatementAmount('-25.10')).toBe(-25.1)
    expect(parseStatementAmount('(12.00)')).toBe(-12)
    expect(parseStatementAmount('')).toBeNull()
    expect(parseStatementAmount('n/a')).toBeNull()
  })

  it('keeps only completed credits and joins the description columns', () => {
    const headers = ['Posted Transactions Date', 'Description1', 'Description2', 'Description3', 'Debit Amount', 'Credit Amount']
    const mapping = resolveMapping(headers, detectLayout(headers)!.mapping)!
    const read = statementLines(
      [
        {
          'Posted Transactions Date': '23/11/2026',
          Description1: 'SL-0002X-R',
          Description2: 'MURPHY',
          Description3: '',
          'Debit Amount': '',
          'Credit Amount': '99.00',
        },
        {
          'Posted Transactions Date': '23/11/2026',
          Description1: 'TESCO',
          Description2: '',
          Description3: '',
          'Debit Amount': '25.10',
          'Credit Amount': '',
        },
      ],
      mapping,
    )
    expect(read).toEqual({ lines: [{ date: '2026-11-23', amount: 99, description: 'SL-0002X-R MURPHY', reference: null }], skipped: 1 })

    const revolut = ['Completed Date', 'Description', 'Amount', 'State']
    const revolutRead = statementLines(
      [
        { 'Completed Date': '2026-11-23 09:00:00', Description: 'Transfer from S MURPHY', Amount: '99.00', State: 'COMPLETED' },
        { 'Completed Date': '', Description: 'Transfer from C OBRIEN', Amount: '39.00', State: 'PENDING' },
      ],
      resolveMapping(revolut, detectLayout(revolut)!.mapping)!,
    )
    expect(revolutRead.lines.map((line) => line.amount)).toEqual([99])
  })

  it('remembers a custom mapping for the same header row', () => {
    const storage = memory()
    const headers = ['Booked', 'Narrative', 'Lodgement', 'Ref']
    const mapping = { date: 'Booked', amount: 'Lodgement', description: ['Narrative'], reference: 'Ref' }
    expect(rememberedMapping(storage, headers)).toBeNull()
    rememberMapping(storage, headers, mapping)
    expect(rememberedMapping(storage, [' booked', 'NARRATIVE', 'Lodgement', 'Ref'])).toEqual({
      ...mapping,
      date: ' booked',
      description: ['NARRATIVE'],
    })
    expect(rememberedMapping(storage, ['Other', 'Columns'])).toBeNull()
  })
})
