import { describe, expect, it } from 'vitest'
import { mainWindowOptions } from '../src/main/window-options.js'

describe('mainWindowOptions', () => {
  const options = mainWindowOptions('/app/out/preload/index.cjs', 'ShopLocal Ireland Admin Console')

  it('isolates and sandboxes the renderer with no Node.js access', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
  })

  it('loads the given preload script and title', () => {
    expect(options.webPreferences?.preload).toBe('/app/out/preload/index.cjs')
    expect(options.title).toBe('ShopLocal Ireland Admin Console')
  })

  it('waits to be shown until painted', () => {
    expect(options.show).toBe(false)
  })
})

describe('mainWindowOptions with remembered bounds', () => {
  it('uses the saved place and size but keeps the minimum and the security options', () => {
    const options = mainWindowOptions('/p.cjs', 'T', { x: 10, y: 20, width: 1100, height: 650 })
    expect(options).toMatchObject({ x: 10, y: 20, width: 1100, height: 650, minWidth: 960, minHeight: 600 })
    expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false })
  })

  it('fits a 1366×768 screen by default', () => {
    const options = mainWindowOptions('/p.cjs', 'T')
    expect(options.width).toBeLessThanOrEqual(1366)
    expect(options.height).toBeLessThanOrEqual(768)
  })
})
