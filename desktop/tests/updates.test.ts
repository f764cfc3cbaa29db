import { describe, expect, it } from 'vitest'
import type { UpdateState } from '../src/shared/bridge.js'
import { UPDATE_CHECK_MS, UpdateController, updateFeed, type Updater } from '../src/main/updates.js'

function fakeUpdater() {
  const updater = {
    configured: null as null | Record<string, unknown>,
    checks: 0,
    installs: 0,
    downloaded: (_version: string) => undefined as void,
    failed: (_error: Error) => undefined as void,
    configure: (options: Record<string, unknown>) => {
      updater.configured = options
    },
    checkForUpdates: async () => {
      updater.checks++
      return null
    },
    quitAndInstall: () => {
      updater.installs++
    },
    onDownloaded: (listener: (version: string) => void) => {
      updater.downloaded = listener
    },
    onError: (listener: (error: Error) => void) => {
      updater.failed = listener
    },
  }
  return updater satisfies Updater
}

function controller() {
  const published: UpdateState[] = []
  const logged: string[] = []
  const timers: { ms: number; run: () => void }[] = []
  const updates = new UpdateController({
    every: (ms, run) => timers.push({ ms, run }),
    publish: (state) => published.push(state),
    log: (message) => logged.push(message),
  })
  return { updates, published, logged, timers }
}

describe('updateFeed', () => {
  it('is off when no feed was set at build time', () => {
    expect(updateFeed(undefined)).toEqual({ type: 'off' })
    expect(updateFeed('  ')).toEqual({ type: 'off' })
  })

  it('takes only a plain HTTPS address', () => {
    expect(updateFeed('https://updates.shoplocal.ie/console/')).toEqual({ type: 'on', url: 'https://updates.shoplocal.ie/console/' })
    expect(updateFeed('http://updates.shoplocal.ie/').type).toBe('refused')
    expect(updateFeed('file:///tmp/feed').type).toBe('refused')
    expect(updateFeed('https://user:pw@updates.shoplocal.ie/').type).toBe('refused')
    expect(updateFeed('updates.shoplocal.ie').type).toBe('refused')
  })
})

describe('UpdateController', () => {
  it('with no feed loads no updater, checks nothing and shows nothing', async () => {
    const { updates, published, timers } = controller()
    let loaded = 0
    await updates.start({ type: 'off' }, async () => {
      loaded++
      return fakeUpdater()
    })
    expect(loaded).toBe(0)
    expect(timers).toEqual([])
    expect(published).toEqual([])
    expect(updates.current()).toEqual({ type: 'none' })
  })

  it('logs a refused feed and never loads the updater', async () => {
    const { updates, logged } = controller()
    let loaded = 0
    await updates.start(updateFeed('http://updates.example/'), async () => {
      loaded++
      return fakeUpdater()
    })
    expect(loaded).toBe(0)
    expect(logged[0]).toMatch(/not HTTPS/)
  })

  it('checks at start and every four hours, downloads in the background and never installs by itself', async () => {
    const { updates, published, timers } = controller()
    const updater = fakeUpdater()
    await updates.start(updateFeed('https://updates.shoplocal.ie/'), async () => updater)
    expect(updater.configured).toEqual({ feedUrl: 'https://updates.shoplocal.ie/', autoDownload: true, autoInstallOnAppQuit: false })
    expect(updater.checks).toBe(1)
    expect(timers.map((timer) => timer.ms)).toEqual([UPDATE_CHECK_MS])
    expect(UPDATE_CHECK_MS).toBe(4 * 60 * 60 * 1000)
    timers[0].run()
    expect(updater.checks).toBe(2)
    updater.downloaded('1.4.0')
    expect(published).toEqual([{ type: 'ready', version: '1.4.0' }])
    expect(updater.installs).toBe(0)
  })

  it('installs only when the admin chooses Restart to update', async () => {
    const { updates } = controller()
    const updater = fakeUpdater()
    await updates.start(updateFeed('https://updates.shoplocal.ie/'), async () => updater)
    updates.restart()
    expect(updater.installs).toBe(0)
    updater.downloaded('1.4.0')
    updates.restart()
    expect(updater.installs).toBe(1)
  })

  it('Later hides the offer until the next check', async () => {
    const { updates, published, timers } = controller()
    const updater = fakeUpdater()
    await updates.start(updateFeed('https://updates.shoplocal.ie/'), async () => updater)
    updater.downloaded('1.4.0')
    updates.postpone()
    expect(updates.current()).toEqual({ type: 'none' })
    expect(published.at(-1)).toEqual({ type: 'none' })
    timers[0].run()
    expect(published.at(-1)).toEqual({ type: 'ready', version: '1.4.0' })
  })

  it('logs a failed check and carries on', async () => {
    const { updates, logged } = controller()
    const updater = fakeUpdater()
    await updates.start(updateFeed('https://updates.shoplocal.ie/'), async () => updater)
    updater.failed(new Error('net::ERR_NAME_NOT_RESOLVED'))
    expect(logged).toEqual(['Update check failed: net::ERR_NAME_NOT_RESOLVED'])
  })
})
