import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { applicationMenuTemplate } from '../src/main/menu-template.js'

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [...(item.role ? [item.role] : []), ...(Array.isArray(item.submenu) ? roles(item.submenu) : [])])
}

describe('applicationMenuTemplate', () => {
  it('offers reload and devtools only in development', () => {
    const production = roles(applicationMenuTemplate({ appName: 'ShopLocal Admin', isMac: false, isDevelopment: false }))
    const development = roles(applicationMenuTemplate({ appName: 'ShopLocal Admin', isMac: false, isDevelopment: true }))
    for (const role of ['reload', 'forceReload', 'toggleDevTools']) {
      expect(production).not.toContain(role)
      expect(development).toContain(role)
    }
  })

  it('keeps clipboard editing available, which text fields need on macOS', () => {
    const mac = roles(applicationMenuTemplate({ appName: 'ShopLocal Admin', isMac: true, isDevelopment: false }))
    expect(mac).toEqual(expect.arrayContaining(['copy', 'paste', 'selectAll', 'quit', 'about']))
  })
})
