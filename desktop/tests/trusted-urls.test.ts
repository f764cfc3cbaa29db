import { describe, expect, it } from 'vitest'
import { isApiUrl, isAppUrl } from '../src/main/trusted-urls.js'

describe('isAppUrl with the built page on disk', () => {
  const appUrl = 'file:///opt/ShopLocal%20Admin/resources/app.asar/out/renderer/index.html'

  it('trusts the page itself, its hash routes and files beside it', () => {
    expect(isAppUrl(appUrl, appUrl)).toBe(true)
    expect(isAppUrl(`${appUrl}#/payments`, appUrl)).toBe(true)
    expect(isAppUrl('file:///opt/ShopLocal%20Admin/resources/app.asar/out/renderer/assets/index.js', appUrl)).toBe(true)
  })

  it('does not trust other files, even when reached through ".."', () => {
    expect(isAppUrl('file:///etc/passwd', appUrl)).toBe(false)
    expect(isAppUrl('file:///opt/ShopLocal%20Admin/resources/app.asar/out/main/index.js', appUrl)).toBe(false)
    expect(isAppUrl('file:///opt/ShopLocal%20Admin/resources/app.asar/out/renderer/../../package.json', appUrl)).toBe(false)
    expect(isAppUrl('file:///opt/ShopLocal%20Admin/resources/app.asar/out/renderer/%2e%2e/main/index.js', appUrl)).toBe(false)
    expect(isAppUrl('file:///opt/ShopLocal%20Admin/resources/app.asar/out/renderer-evil/index.html', appUrl)).toBe(false)
  })

  it('does not trust file URLs on another host or any web page', () => {
    expect(isAppUrl('file://attacker/opt/ShopLocal%20Admin/resources/app.asar/out/renderer/index.html', appUrl)).toBe(false)
    expect(isAppUrl('https://example.com/', appUrl)).toBe(false)
  })
})

describe('isAppUrl with the dev server', () => {
  const appUrl = 'http://localhost:5173'

  it('trusts its origin only', () => {
    expect(isAppUrl('http://localhost:5173/#/overview', appUrl)).toBe(true)
    expect(isAppUrl('http://localhost:5173/src/main.tsx', appUrl)).toBe(true)
    expect(isAppUrl('http://localhost:5174/', appUrl)).toBe(false)
    expect(isAppUrl('https://localhost:5173/', appUrl)).toBe(false)
    expect(isAppUrl('http://localhost.evil.test:5173/', appUrl)).toBe(false)
    expect(isAppUrl('file:///etc/passwd', appUrl)).toBe(false)
  })

  it('trusts nothing when either URL is malformed or an odd scheme', () => {
    expect(isAppUrl('not a url', appUrl)).toBe(false)
    expect(isAppUrl('http://localhost:5173/', 'not a url')).toBe(false)
    expect(isAppUrl('javascript:alert(1)', 'javascript:alert(1)')).toBe(false)
  })
})

describe('isApiUrl', () => {
  it('trusts paths under /api/ on the API origin', () => {
    expect(isApiUrl('http://localhost:3333/api/health', 'http://localhost:3333')).toBe(true)
    expect(isApiUrl('http://localhost:3333/api/admin/users?page=2', 'http://localhost:3333')).toBe(true)
  })

  it('honours a base path', () => {
    expect(isApiUrl('https://admin.shoplocal.ie/backend/api/health', 'https://admin.shoplocal.ie/backend')).toBe(true)
    expect(isApiUrl('https://admin.shoplocal.ie/api/health', 'https://admin.shoplocal.ie/backend')).toBe(false)
  })

  it('refuses other origins, paths outside /api/, escapes and credentials', () => {
    const base = 'http://localhost:3333'
    expect(isApiUrl('http://localhost:4444/api/health', base)).toBe(false)
    expect(isApiUrl('http://localhost:3333/uploads/a.png', base)).toBe(false)
    expect(isApiUrl('http://localhost:3333/apix/health', base)).toBe(false)
    expect(isApiUrl('http://localhost:3333/api/../admin', base)).toBe(false)
    expect(isApiUrl('http://user:pw@localhost:3333/api/health', base)).toBe(false)
    expect(isApiUrl('file:///api/health', base)).toBe(false)
    expect(isApiUrl('nonsense', base)).toBe(false)
  })
})
