import { describe, expect, it } from 'vitest'
import { consoleLinkPath } from '../../src/renderer/shell/deep-links'

describe('where a console link opens', () => {
  it('opens the queue on its item for a payment, a shop or a spotlight request', () => {
    expect(consoleLinkPath({ kind: 'payment', id: 42 })).toBe('/queue?open=payment:42')
    expect(consoleLinkPath({ kind: 'shop', id: 7 })).toBe('/queue?open=shop:7')
    expect(consoleLinkPath({ kind: 'spotlight', id: 3 })).toBe('/queue?open=spotlight:3')
  })

  it('opens a report and an appeal in their own tabs', () => {
    expect(consoleLinkPath({ kind: 'report', id: 12 })).toBe('/reports?open=12')
    expect(consoleLinkPath({ kind: 'appeal', id: 5 })).toBe('/appeals?open=5')
  })
})
