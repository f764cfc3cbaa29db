import { release } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { app, BrowserWindow, session } from 'electron'
import { CONSOLE_LINK_PROTOCOL, consoleLinkInArguments } from '@shoplocal/shared/rules'
import { IPC_CHANNELS } from '../shared/bridge.js'
import { buildContentSecurityPolicy, httpOrigin } from '../shared/csp.js'
import { CONSOLE_TITLE } from '../shared/console-title.js'
import { DeepLinkRouter } from './deep-link-router.js'
import { electronHost } from './electron-host.js'
import { diagnosticsText, ErrorLog, logFolder } from './error-log.js'
import { registerIpcHandlers, type SettingsHolder } from './ipc.js'
import { installApplicationMenu } from './menu.js'
import { secureSession, secureWebContents } from './security.js'
import { loadSettings, readSettingsFile, writeSettingsFile, type Settings } from './settings.js'
import { bringToFront, claimSingleInstance } from './single-instance.js'
import { secretFile, TokenStore } from './token-store.js'
import { UpdateController, updateFeed } from './updates.js'
import { createMainWindow } from './window.js'

// electron-vite sets this only under `electron-vite dev`; a packaged app always loads from disk.
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL
const appUrl = devServerUrl ?? new URL('../renderer/index.html', import.meta.url).href
// A sandboxed preload cannot be an ES module, so it is built as CommonJS (see electron.vite.config.ts).
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url))

const host = electronHost()
const userData = app.getPath('userData')
const settingsPath = join(userData, 'settings.json')
const windowStatePath = join(userData, 'window-state.json')
const errors = new ErrorLog(logFolder(join(userData, 'logs')))
process.on('uncaughtException', (error) => errors.record('main', error.message, error.stack))
process.on('unhandledRejection', (reason) =>
  reason instanceof Error ? errors.record('main', reason.message, reason.stack) : errors.record('main', reason),
)

let settings: Settings = loadSettings(process.env, readSettingsFile(settingsPath))
const settingsHolder: SettingsHolder = {
  current: () => settings,
  saveApiBaseUrl: (apiBaseUrl) => {
    writeSettingsFile(settingsPath, { apiBaseUrl })
    settings = { apiBaseUrl, needsSetup: false, fromEnvironment: false }
  },
}
const tokens = new TokenStore(host.keychain, secretFile(join(userData, 'admin-token.bin')), process.platform)

let mainWindow: BrowserWindow | null = null

const links = new DeepLinkRouter(
  {
    deliver: (link) => {
      if (!mainWindow || mainWindow.webContents.isLoading()) return false
      mainWindow.webContents.send(IPC_CHANNELS.linksOpen, link)
      return true
    },
    focus: () => bringToFront(mainWindow),
  },
  (raw) => errors.record('main', `Ignored a link the console cannot open: ${raw.slice(0, 200)}`),
)
const updates = new UpdateController({
  every: (ms, run) => setInterval(run, ms),
  publish: (state) => mainWindow?.webContents.send(IPC_CHANNELS.updatesState, state),
  log: (message) => errors.record('main', message),
})

function openMainWindow(): void {
  mainWindow = createMainWindow(appUrl, preloadPath, CONSOLE_TITLE, windowStatePath)
  // A reload or a crash of the page drops its subscription: links wait until it listens again.
  mainWindow.webContents.on('did-start-loading', () => links.pageGone())
  mainWindow.on('closed', () => {
    links.pageGone()
    mainWindow = null
  })
}

async function copyDiagnostics(): Promise<void> {
  const text = diagnosticsText(
    {
      appVersion: app.getVersion(),
      platform: process.platform,
      arch: process.arch,
      osRelease: release(),
      electron: process.versions.electron ?? '',
      chrome: process.versions.chrome ?? '',
      apiBaseUrl: settings.apiBaseUrl,
      tokenStorage: await tokens.storage(),
    },
    errors.recent(20),
  )
  host.copyText(text)
}

// Sandbox every renderer, including any a future dependency might create.
app.enableSandbox()

if (claimSingleInstance(host.instance, (link) => (link ? links.open(link) : bringToFront(mainWindow)))) {
  // macOS hands a clicked link to the running app this way, at a cold start too (before ready).
  app.on('open-url', (event, url) => {
    event.preventDefault()
    links.open(url)
  })
  if (app.isPackaged) app.setAsDefaultProtocolClient(CONSOLE_LINK_PROTOCOL)

  app.on('web-contents-created', (_event, contents) => secureWebContents(contents, appUrl, host.openExternal))

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  void app.whenReady().then(async () => {
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
      copyDiagnostics: () => void copyDiagnostics(),
    })
    registerIpcHandlers({
      appUrl,
      version: app.getVersion(),
      settings: settingsHolder,
      tokens,
      links,
      updates,
      errors,
      mainWindow: () => mainWindow,
    })
    openMainWindow()
    const startLink = consoleLinkInArguments(process.argv)
    if (startLink) links.open(startLink)

    await updates.start(updateFeed(__UPDATE_FEED_URL__), host.updater)

    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openMainWindow()
    })
  })
}
