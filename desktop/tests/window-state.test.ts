import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_WINDOW_SIZE, readWindowState, restoreWindowState, writeWindowState } from '../src/main/window-state.js'

const laptop = [{ x: 0, y: 0, width: 1366, height: 728 }]

describe('restoreWindowState', () => {
  it('opens at the default size, centred, the first time', () => {
    expect(restoreWindowState(null, laptop)).toEqual({ bounds: DEFAULT_WINDOW_SIZE, maximized: false })
    expect(restoreWindowState({ bounds: { x: 'a' } }, laptop).bounds).toEqual(DEFAULT_WINDOW_SIZE)
  })

  it('reopens where the admin left it, maximised if it was', () => {
    const saved = { bounds: { x: 40, y: 30, width: 1200, height: 700 }, maximized: true }
    expect(restoreWindowState(saved, laptop)).toEqual({ bounds: { x: 40, y: 30, width: 1200, height: 700 }, maximized: true })
  })

  it('drops a position that is now off every screen, keeping the size', () => {
    const saved = { bounds: { x: 3000, y: 200, width: 1200, height: 700 }, maximized: false }
    expect(restoreWindowState(saved, laptop).bounds).toEqual({ width: 1200, height: 700 })
  })

  it('never restores below the minimum size', () => {
    const saved = { bounds: { x: 0, y: 0, width: 200, height: 100 }, maximized: false }
    expect(restoreWindowState(saved, laptop).bounds).toMatchObject({ width: 960, height: 600 })
  })
})

describe('window-state.json', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shoplocal-window-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('round-trips through the file and reads a missing file as nothing', () => {
    const path = join(dir, 'window-state.json')
    expect(readWindowState(path)).toBeNull()
    writeWindowState(path, { bounds: { x: 1, y: 2, width: 1000, height: 700 }, maximized: false })
    expect(readWindowState(path)).toEqual({ bounds: { x: 1, y: 2, width: 1000, height: 700 }, maximized: false })
  })
})
