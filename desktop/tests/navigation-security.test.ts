import type { WebContents } from 'electron'
import { describe, expect, it } from 'vitest'
import { opensExternally } from '../src/main/security-policy.js'
import { secureWebContents } from '../src/main/security.js'

type Listener = (event: { url: string; preventDefault(): void }) => void

/** Just enough of a WebContents to fire what a page can trigger: a navigation, a redirect, window.open. */
function fakeContents() {
  const listeners = new Map<string, Listener>()
  let openHandler: ((details: { url: string }) => { action: string }) | null = null
  const contents = {
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler
    },
    on: (event: string, listener: Listener) => {
      listeners.set(event, listener)
      return contents
    },
  }
  const fire = (name: string, url: string) => {
    let prevented = false
    listeners.get(name)?.({ url, preventDefault: () => (prevented = true) })
    return prevented ? 'blocked' : 'allowed'
  }
  return {
    contents: contents as unknown as WebContents,
    navigate: (url: string) => fire('will-navigate', url),
    redirect: (url: string) => fire('will-redirect', url),
    open: (url: string) => openHandler?.({ url }).action,
    attachWebview: () => fire('will-attach-webview', ''),
  }
}

const appUrl = 'file:///opt/shoplocal/resources/app.asar/out/renderer/index.html'

function secured() {
  const page = fakeContents()
  const opened: string[] = []
  secureWebContents(page.contents, appUrl, (url) => opened.push(url))
  return { page, opened }
}

describe('navigation security', () => {
  it('moves within the console freely', () => {
    const { page, opened } = secured()
    expect(page.navigate(`${appUrl}#/queue?open=payment:4`)).toBe('allowed')
    expect(opened).toEqual([])
  })

  it('an outside web page never replaces the console: it opens in the system browser', () => {
    const { page, opened } = secured()
    expect(page.navigate('https://www.revenue.ie/en/vat/')).toBe('blocked')
    expect(page.redirect('https://evil.example/phish')).toBe('blocked')
    expect(opened).toEqual(['https://www.revenue.ie/en/vat/'])
  })

  it('a new window is never opened inside the app; https and mail links go to the system', () => {
    const { page, opened } = secured()
    expect(page.open('https://shoplocal.ie/shops/4')).toBe('deny')
    expect(page.open('mailto:support@shoplocal.ie')).toBe('deny')
    expect(page.open('file:///etc/passwd')).toBe('deny')
    expect(page.open('javascript:alert(1)')).toBe('deny')
    expect(opened).toEqual(['https://shoplocal.ie/shops/4', 'mailto:support@shoplocal.ie'])
  })

  it('refuses other schemes outright and never embeds a webview', () => {
    const { page, opened } = secured()
    for (const url of ['file:///home/admin/.ssh/id_rsa', 'http://insecure.example/', 'shoplocal-admin://payment/1', 'smb://share/x']) {
      expect(page.navigate(url)).toBe('blocked')
    }
    expect(page.attachWebview()).toBe('blocked')
    expect(opened).toEqual([])
  })
})

describe('opensExternally', () => {
  it('only https pages and mail addresses, never with credentials', () => {
    expect(opensExternally('https://shoplocal.ie/')).toBe(true)
    expect(opensExternally('mailto:a@b.ie')).toBe(true)
    expect(opensExternally('https://user:pw@shoplocal.ie/')).toBe(false)
    expect(opensExternally('http://shoplocal.ie/')).toBe(false)
    expect(opensExternally('not a url')).toBe(false)
  })
})
