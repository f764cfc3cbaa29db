import type { MenuItemConstructorOptions } from 'electron'

export const MENU_LABELS = { copyDiagnostics: 'Copy diagnostics' } as const

export interface MenuContext {
  appName: string
  isMac: boolean
  isDevelopment: boolean
  /** Help → Copy diagnostics: versions, system and the last errors, for a support mail. */
  copyDiagnostics(): void
}

/**
 * Reload and developer tools stay out of production builds: a reload would drop the admin's
 * in-memory state, and devtools would let anyone at the desk script the signed-in session.
 */
export function applicationMenuTemplate({ appName, isMac, isDevelopment, copyDiagnostics }: MenuContext): MenuItemConstructorOptions[] {
  const developerItems: MenuItemConstructorOptions[] = isDevelopment
    ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }]
    : []
  return [
    ...(isMac
      ? [
          {
            label: appName,
            submenu: [
              { role: 'about' },
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    { label: 'File', submenu: [isMac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        ...developerItems,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: MENU_LABELS.copyDiagnostics, click: () => copyDiagnostics() }] },
  ]
}
