import { describe, expect, it } from 'vitest'
import { consoleLinkInArguments, consoleLinkUrl, parseConsoleLink } from '../src/rules/console-links.ts'

describe('console links', () => {
  it('reads the link it writes for each kind of case', () => {
    for (const kind of ['payment', 'shop', 'spotlight', 'report', 'appeal'] as const) {
      expect(parseConsoleLink(consoleLinkUrl({ kind, id: 42 }))).toEqual({ kind, id: 42 })
    }
    expect(parseConsoleLink('shoplocal-admin://payment/7/')).toEqual({ kind: 'payment', id: 7 })
  })

  it('ignores anything else', () => {
    for (const raw of [
      'https://payment/42',
      'shoplocal-admin://user/42',
      'shoplocal-admin://payment/0',
      'shoplocal-admin://payment/-3',
      'shoplocal-admin://payment/4.5',
      'shoplocal-admin://payment/042',
      'shoplocal-admin://payment/99999999999',
      'shoplocal-admin://payment/42?then=https://evil.example',
      'shoplocal-admin://payment/42#x',
      'shoplocal-admin://me:pw@payment/42',
      'shoplocal-admin://payment:81/42',
      'shoplocal-admin://payment/42/delete',
      'shoplocal-admin://payment',
      'not a url',
      42,
      null,
    ]) {
      expect(parseConsoleLink(raw), String(raw)).toBeNull()
    }
  })

  it('finds the link among the arguments a second launch was given', () => {
    expect(consoleLinkInArguments(['/opt/ShopLocal Admin/shoplocal-admin', '--no-sandbox', 'shoplocal-admin://shop/9'])).toBe(
      'shoplocal-admin://shop/9',
    )
    expect(consoleLinkInArguments(['/opt/app', '--flag'])).toBeNull()
  })
})
