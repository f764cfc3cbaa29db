import { describe, expect, it } from 'vitest'
import { reportMailto } from './report-mail.ts'

describe('reportMailto', () => {
  it('opens a mail with the subject Report and the five things a report needs', () => {
    const link = new URL(reportMailto('reports@example.ie'))
    expect(link.protocol).toBe('mailto:')
    expect(link.pathname).toBe('reports@example.ie')
    expect(link.searchParams.get('subject')).toBe('Report')
    expect(link.searchParams.get('body')?.split('\n')).toEqual([
      'Report type: ',
      'Shop name: ',
      'Quantity/details: ',
      'Shop location: ',
      'Your address/contact: ',
    ])
  })
})
