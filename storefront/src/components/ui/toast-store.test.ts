import { describe, expect, it } from 'vitest'
import { createToastStore, TOAST_STORAGE_KEY, type ToastStorage } from './toast-store.ts'

function memoryStorage(): ToastStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

function fakeClock() {
  let now = 1_000
  const timers: { at: number; run: () => void; id: number }[] = []
  let nextId = 1
  return {
    now: () => now,
    schedule: (run: () => void, ms: number) => {
      const id = nextId++
      timers.push({ at: now + ms, run, id })
      return id
    },
    cancel: (handle: unknown) => {
      const index = timers.findIndex((timer) => timer.id === handle)
      if (index >= 0) timers.splice(index, 1)
    },
    advance(ms: number) {
      now += ms
      for (const timer of [...timers].filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1)
        timer.run()
      }
    },
  }
}

describe('toast store: one at a time, 5000 ms', () => {
  it('shows one toast at a time: a new one replaces the current one', () => {
    const clock = fakeClock()
    const store = createToastStore(null, clock.now, clock.schedule, clock.cancel)
    store.show({ title: 'First' })
    store.show({ title: 'Second' })
    expect(store.current()?.title).toBe('Second')
  })

  it('hides a toast after 5000 ms by default', () => {
    const clock = fakeClock()
    const store = createToastStore(null, clock.now, clock.schedule, clock.cancel)
    store.show({ title: 'Welcome back!' })
    clock.advance(4_999)
    expect(store.current()?.title).toBe('Welcome back!')
    clock.advance(1)
    expect(store.current()).toBeNull()
  })

  it('notifies subscribers and can be dismissed', () => {
    const clock = fakeClock()
    const store = createToastStore(null, clock.now, clock.schedule, clock.cancel)
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    store.show({ title: 'x' })
    store.dismiss()
    unsubscribe()
    store.show({ title: 'y' })
    expect(calls).toBe(2)
    expect(store.current()?.title).toBe('y')
  })

  it('carries the current toast over to the next page for its remaining time', () => {
    const clock = fakeClock()
    const storage = memoryStorage()
    createToastStore(storage, clock.now, clock.schedule, clock.cancel).show({ title: 'Sign In Successful', variant: 'success' })
    clock.advance(2_000)
    const nextPage = createToastStore(storage, clock.now, clock.schedule, clock.cancel)
    expect(nextPage.current()).toMatchObject({ title: 'Sign In Successful', variant: 'success' })
    clock.advance(3_000)
    expect(nextPage.current()).toBeNull()
    expect(storage.data.has(TOAST_STORAGE_KEY)).toBe(false)
  })

  it('drops an expired or broken saved toast', () => {
    const clock = fakeClock()
    const storage = memoryStorage()
    storage.setItem(TOAST_STORAGE_KEY, JSON.stringify({ id: 1, title: 'old', variant: 'default', until: 10 }))
    expect(createToastStore(storage, clock.now, clock.schedule, clock.cancel).current()).toBeNull()
    storage.setItem(TOAST_STORAGE_KEY, '{not json')
    expect(createToastStore(storage, clock.now, clock.schedule, clock.cancel).current()).toBeNull()
    expect(storage.data.has(TOAST_STORAGE_KEY)).toBe(false)
  })
})
