import { fileURLToPath } from 'node:url'
import { app, BrowserWindow, session } from 'electron'
import { buildContentSecurityPolicy, httpOrigin } from '../shared/csp.js'
import { CONSOLE_TITLE } from '../shared/console-title.js'
import { registerIpcHandlers } from './ipc.js'
import { installApplicationMenu } from './menu.js'
import { secureSession, secureWebContents } from './security.js'
import { loadSettings } from './settings.js'
import { createMainWindow } from './window.js'

// electron-vite sets this only under `electron-vite dev`; a packaged app always loads from disk.
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL
const appUrl = devServerUrl ?? new URL('../renderer/index.html', import.meta.url).href
// A sandboxed preload cannot be an ES module, so it is built as CommonJS (see electron.vite.config.ts).
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url))
const settings = loadSettings()

let mainWindow: BrowserWindow | null = null

function openMainWindow(): void {
  mainWindow = createMainWindow(appUrl, preloadPath, CONSOLE_TITLE)
  mainWindow.on('closed', () => {
    mainWindow = null
  })
}

// Sandbox every renderer, including any a future dependency might create.
app.enableSandbox()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })

  app.on('web-contents-created', (_event, contents) => secureWebContents(contents, appUrl))

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  void app.whenReady().then(() => {
    secureSession(
      session.defaultSession,
      buildContentSecurityPolicy({
        apiOrigin: httpOrigin(settings.apiBaseUrl),
        devServerOrigin: devServerUrl ? httpOrigin(devServerUrl) : undefined,
      }),
    )
    installApplicationMenu({
      appName: app.getName(),
      isMac: process.platform === 'darwin',
      isDevelopment: devServerUrl !== undefined,
    })
    registerIpcHandlers({ appUrl, appInfo: { version: app.getVersion(), apiBaseUrl: settings.apiBaseUrl } })
    openMainWindow()

    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openMainWindow()
    })
  })
}
