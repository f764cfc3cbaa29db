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
