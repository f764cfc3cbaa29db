import { describe, expect, it } from 'vitest'
import { REPORT_FORM } from './copy.ts'
import { checkReport, targetFromLink, type ReportValues } from './report-target.ts'

const VALUES: ReportValues = {
  link: 'https://shoplocal.ie/products/12?ref=x',
  category: 'scams_and_fraud',
  explanation: ' Fake listing ',
  reporterName: 'Máire',
  reporterEmail: 'maire@example.ie',
  goodFaith: true,
}

describe('the report form', () => {
  it('reads the item from a pasted shop, product or spotlight address', () => {
    expect(targetFromLink('https://shoplocal.ie/products/12?ref=x')).toEqual({ type: 'product', id: 12 })
    expect(targetFromLink('/shops/7/')).toEqual({ type: 'shop', id: 7 })
    expect(targetFromLink('shoplocal.ie/spotlight/3')).toBeNull()
    expect(targetFromLink('https://shoplocal.ie/spotlight/3')).toEqual({ type: 'spotlight', id: 3 })
    expect(targetFromLink('https://shoplocal.ie/pricing')).toBeNull()
  })

  it('sends the trimmed fields, and asks for a name and address except for the minors category', () => {
    expect(checkReport(VALUES, null)).toEqual({
      ok: true,
      payload: {
        targetType: 'product',
        targetId: 12,
        category: 'scams_and_fraud',
        explanation: 'Fake listing',
        reporterName: 'Máire',
        reporterEmail: 'maire@example.ie',
        goodFaith: true,
      },
    })
    const anonymous = { ...VALUES, reporterName: '', reporterEmail: '' }
    expect(checkReport(anonymous, null)).toMatchObject({ ok: false, field: 'reporterName', message: REPORT_FORM.nameRequired })
    expect(checkReport({ ...anonymous, category: 'protection_of_minors' }, { type: 'review', id: 4 })).toMatchObject({
      ok: true,
      payload: { targetType: 'review', targetId: 4, reporterName: undefined },
    })
    expect(checkReport({ ...VALUES, link: 'nothing' }, null)).toMatchObject({ ok: false, field: 'link' })
    expect(checkReport({ ...VALUES, goodFaith: false }, null)).toMatchObject({ ok: false, field: 'goodFaith' })
  })
})
