import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

interface WindowState {
  bounds: Bounds
  maximized: boolean
}

/** Fits a 1366×768 laptop screen with the taskbar (the console's smallest target). */
export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 720 } as const
export const MIN_WINDOW_SIZE = { width: 960, height: 600 } as const
/** How much of the title bar must be on a screen for the saved position to be reused. */
const VISIBLE_MARGIN = 80

function isBounds(value: unknown): value is Bounds {
  if (typeof value !== 'object' || value === null) return false
  const bounds = value as Record<string, unknown>
  return ['x', 'y', 'width', 'height'].every((key) => Number.isFinite(bounds[key]))
}

function overlaps(a: Bounds, b: Bounds): boolean {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return width >= VISIBLE_MARGIN && height >= VISIBLE_MARGIN
}

/**
 * The window's size and place from last time. A position that is now off every screen (a monitor
 * was unplugged) is dropped so the window opens centred instead of invisible; sizes never go below
 * the minimum.
 */
export function restoreWindowState(
  saved: unknown,
  workAreas: Bounds[],
): { bounds: Partial<Bounds> & { width: number; height: number }; maximized: boolean } {
  const state = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {}
  const maximized = state.maximized === true
  if (!isBounds(state.bounds)) return { bounds: { ...DEFAULT_WINDOW_SIZE }, maximized }
  const width = Math.max(MIN_WINDOW_SIZE.width, Math.round(state.bounds.width))
  const height = Math.max(MIN_WINDOW_SIZE.height, Math.round(state.bounds.height))
  const placed = { x: Math.round(state.bounds.x), y: Math.round(state.bounds.y), width, height }
  const visible = workAreas.some((area) => overlaps(placed, area))
  return { bounds: visible ? placed : { width, height }, maximized }
}

export function readWindowState(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

export function writeWindowState(path: string, state: WindowState): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(state)}\n`)
}
