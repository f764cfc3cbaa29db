import { TOAST_DURATION_MS } from '@shoplocal/shared/constants'
import type { ToastText } from '@shoplocal/shared/messages'

/**
 * Notifications: one at a time, each shown for 5000 ms; a new toast replaces the current
 * one. The current toast is also kept in session storage with its end time, so a toast raised just
 * before a redirect (sign-in, logout, unauthorized) is still shown for its remaining time on the next
 * page.
 */

type ToastVariant = 'default' | 'success' | 'destructive'

interface Toast extends ToastText {
  id: number
  variant: ToastVariant
  /** Epoch milliseconds when the toast disappears. */
  until: number
}

interface ToastInput extends ToastText {
  variant?: ToastVariant
  durationMs?: number
}

export interface ToastStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const TOAST_STORAGE_KEY = 'shoplocal.toast'

type Listener = () => void

interface ToastStore {
  show(input: ToastInput): Toast
  dismiss(): void
  current(): Toast | null
  subscribe(listener: Listener): () => void
}

function isToast(value: unknown): value is Toast {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.title === 'string' && typeof record.until === 'number' && typeof record.id === 'number'
}

export function createToastStore(
  storage: ToastStorage | null,
  now: () => number = Date.now,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
  cancel: (handle: unknown) => void = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
): ToastStore {
  const listeners = new Set<Listener>()
  let toast: Toast | null = null
  let timer: unknown
  let nextId = 1

  const emit = () => listeners.forEach((listener) => listener())

  const persist = () => {
    if (!storage) return
    if (toast) storage.setItem(TOAST_STORAGE_KEY, JSON.stringify(toast))
    else storage.removeItem(TOAST_STORAGE_KEY)
  }

  const set = (next: Toast | null) => {
    if (timer !== undefined) cancel(timer)
    timer = undefined
    toast = next
    persist()
    if (next) timer = schedule(() => set(null), Math.max(0, next.until - now()))
    emit()
  }

  // A toast carried over from the previous page keeps its own end time.
  const saved = storage?.getItem(TOAST_STORAGE_KEY)
  if (saved) {
    try {
      const parsed: unknown = JSON.parse(saved)
      if (isToast(parsed) && parsed.until > now()) {
        nextId = parsed.id + 1
        set(parsed)
      } else storage?.removeItem(TOAST_STORAGE_KEY)
    } catch {
      storage?.removeItem(TOAST_STORAGE_KEY)
    }
  }

  return {
    show(input) {
      const next: Toast = {
        id: nextId++,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        until: now() + (input.durationMs ?? TOAST_DURATION_MS),
      }
      set(next)
      return next
    },
    dismiss: () => set(null),
    current: () => toast,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function browserStorage(): ToastStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

let sharedStore: ToastStore | undefined

/** The page's one store, shared by every island (they import the same module instance). */
export function toastStore(): ToastStore {
  sharedStore ??= createToastStore(browserStorage())
  return sharedStore
}

export const showToast = (input: ToastInput): Toast => toastStore().show(input)
