import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { app, BrowserWindow, safeStorage, session } from 'electron'
import { buildContentSecurityPolicy, httpOrigin } from '../shared/csp.js'
import { CONSOLE_TITLE } from '../shared/console-title.js'
import { registerIpcHandlers, type SettingsHolder } from './ipc.js'
import { installApplicationMenu } from './menu.js'
import { secureSession, secureWebContents } from './security.js'
import { loadSettings, readSettingsFile, writeSettingsFile, type Settings } from './settings.js'
import { secretFile, TokenStore } from './token-store.js'
import { createMainWindow } from './window.js'

// electron-vite sets this only under `electron-vite dev`; a packaged app always loads from disk.
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL
const appUrl = devServerUrl ?? new URL('../renderer/index.html', import.meta.url).href
// A sandboxed preload cannot be an ES module, so it is built as CommonJS (see electron.vite.config.ts).
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url))

const userData = app.getPath('userData')
const settingsPath = join(userData, 'settings.json')
const windowStatePath = join(userData, 'window-state.json')

let settings: Settings = loadSettings(process.env, readSettingsFile(settingsPath))
const settingsHolder: SettingsHolder = {
  current: () => settings,
  saveApiBaseUrl: (apiBaseUrl) => {
    writeSettingsFile(settingsPath, { apiBaseUrl })
    settings = { apiBaseUrl, needsSetup: false, fromEnvironment: false }
  },
}
const tokens = new TokenStore(safeStorage, secretFile(join(userData, 'admin-token.bin')))

let mainWindow: BrowserWindow | null = null

function openMainWindow(): void {
  mainWindow = createMainWindow(appUrl, preloadPath, CONSOLE_TITLE, windowStatePath)
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
    secureSession(session.defaultSession, () =>
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
    registerIpcHandlers({
      appUrl,
      version: app.getVersion(),
      settings: settingsHolder,
      tokens,
      mainWindow: () => mainWindow,
    })
    openMainWindow()

    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openMainWindow()
    })
  })
}
