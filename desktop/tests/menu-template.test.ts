import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { applicationMenuTemplate, MENU_LABELS } from '../src/main/menu-template.js'

const copyDiagnostics = () => undefined

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [...(item.role ? [item.role] : []), ...(Array.isArray(item.submenu) ? roles(item.submenu) : [])])
}

describe('applicationMenuTemplate', () => {
  it('offers reload and devtools only in development', () => {
    const production = roles(applicationMenuTemplate({ appName: 'ShopLocal Admin', isMac: false, isDevelopment: false, copyDiagnostics }))
    const development = roles(applicationMenuTemplate({ appName: 'ShopLocal Admin', isMac: false, isDevelopment: true, copyDiagnostics }))
    for (const role of ['reload', 'forceReload', 'toggleDevTools']) {
      expect(production).not.toContain(role)
      expect(development).toContain(role)
    }
  })

  it('keeps clipboard editing available, which text fields need on macOS', () => {
    const mac = roles(applicationMenuTemplate({ appName: 'ShopLocal Admin', isMac: true, isDevelopment: false, copyDiagnostics }))
    expect(mac).toEqual(expect.arrayContaining(['copy', 'paste', 'selectAll', 'quit', 'about']))
  })

  it('puts Copy diagnostics under Help, where it runs the given copy', () => {
    let copied = 0
    const help = applicationMenuTemplate({
      appName: 'ShopLocal Admin',
      isMac: false,
      isDevelopment: false,
      copyDiagnostics: () => copied++,
    }).find((item) => item.role === 'help')
    const items = Array.isArray(help?.submenu) ? help.submenu : []
    const copy = items.find((item) => item.label === MENU_LABELS.copyDiagnostics)
    copy?.click?.({} as never, undefined, {} as never)
    expect(copied).toBe(1)
  })
})
