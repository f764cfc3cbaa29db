import type { ConsoleLink } from '@shoplocal/shared/rules'
import { describe, expect, it } from 'vitest'
import { DeepLinkRouter } from '../src/main/deep-link-router.js'
import { bringToFront, claimSingleInstance, type FocusableWindow, type InstanceHost } from '../src/main/single-instance.js'

function fakePage() {
  const page = { listening: true, delivered: [] as ConsoleLink[], focused: 0, ignored: [] as string[] }
  const router = new DeepLinkRouter(
    {
      deliver: (link) => {
        if (!page.listening) return false
        page.delivered.push(link)
        return true
      },
      focus: () => page.focused++,
    },
    (raw) => page.ignored.push(raw),
  )
  return { page, router }
}

describe('DeepLinkRouter', () => {
  it('holds a link that came before the page listens (a cold start), then opens it once', () => {
    const { page, router } = fakePage()
    router.open('shoplocal-admin://payment/42')
    expect(page.delivered).toEqual([])
    router.pageListening()
    router.pageListening()
    expect(page.delivered).toEqual([{ kind: 'payment', id: 42 }])
    expect(page.focused).toBe(1)
  })

  it('opens at once in a running console, and the latest of two links waiting wins', () => {
    const { page, router } = fakePage()
    router.pageListening()
    router.open('shoplocal-admin://shop/7')
    expect(page.delivered).toEqual([{ kind: 'shop', id: 7 }])
    router.pageGone()
    router.open('shoplocal-admin://spotlight/3')
    router.open('shoplocal-admin://payment/9')
    router.pageListening()
    expect(page.delivered).toEqual([
      { kind: 'shop', id: 7 },
      { kind: 'payment', id: 9 },
    ])
  })

  it('keeps a link the page could not take yet (still loading) for when it listens again', () => {
    const { page, router } = fakePage()
    router.pageListening()
    page.listening = false
    router.open('shoplocal-admin://shop/5')
    page.listening = true
    router.pageListening()
    expect(page.delivered).toEqual([{ kind: 'shop', id: 5 }])
  })

  it('ignores and logs a link to anything else, without focusing the window', () => {
    const { page, router } = fakePage()
    router.pageListening()
    router.open('shoplocal-admin://users/1')
    router.open('https://evil.example/')
    expect(page.delivered).toEqual([])
    expect(page.ignored).toEqual(['shoplocal-admin://users/1', 'https://evil.example/'])
    expect(page.focused).toBe(0)
  })
})

function fakeHost(lockGranted: boolean): InstanceHost & { quits: number; secondInstance: ((argv: string[]) => void) | null } {
  const host: InstanceHost & { quits: number; secondInstance: ((argv: string[]) => void) | null } = {
    quits: 0,
    secondInstance: null,
    requestSingleInstanceLock: () => lockGranted,
    onSecondInstance: (listener) => {
      host.secondInstance = listener
    },
    quit: () => {
      host.quits++
    },
  }
  return host
}

describe('single instance', () => {
  it('a second launch quits and leaves the first running', () => {
    const host = fakeHost(false)
    expect(claimSingleInstance(host, () => undefined)).toBe(false)
    expect(host.quits).toBe(1)
    expect(host.secondInstance).toBeNull()
  })

  it('the first hears of every later launch, with the link it was given if any', () => {
    const host = fakeHost(true)
    const heard: (string | null)[] = []
    expect(claimSingleInstance(host, (link) => heard.push(link))).toBe(true)
    host.secondInstance?.(['/opt/ShopLocal Admin/shoplocal-admin', 'shoplocal-admin://payment/12'])
    host.secondInstance?.(['/opt/ShopLocal Admin/shoplocal-admin'])
    expect(heard).toEqual(['shoplocal-admin://payment/12', null])
    expect(host.quits).toBe(0)
  })

  it('brings a minimised window back and focuses it', () => {
    const calls: string[] = []
    const window: FocusableWindow = {
      isMinimized: () => true,
      restore: () => calls.push('restore'),
      show: () => calls.push('show'),
      focus: () => calls.push('focus'),
    }
    bringToFront(window)
    bringToFront(null)
    expect(calls).toEqual(['restore', 'show', 'focus'])
  })
})
