import { app, clipboard, safeStorage, shell } from 'electron'
import type { KeychainCipher } from './token-store.js'
import type { InstanceHost } from './single-instance.js'
import type { Updater } from './updates.js'

/**
 * The one place the console's decisions meet Electron: each port below is what a plain module (token store,
 * single instance, updates) needs, so those modules are tested against fakes on machines without Electron.
 */
interface ConsoleHost {
  keychain: KeychainCipher
  instance: InstanceHost
  /** Loaded only when an update feed is set, so a console without one never loads the updater. */
  updater(): Promise<Updater>
  openExternal(url: string): void
  copyText(text: string): void
}

export function electronHost(): ConsoleHost {
  return {
    keychain: {
      isAsyncEncryptionAvailable: () => safeStorage.isAsyncEncryptionAvailable(),
      encryptStringAsync: (plainText) => safeStorage.encryptStringAsync(plainText),
      decryptStringAsync: (encrypted) => safeStorage.decryptStringAsync(encrypted),
      getSelectedStorageBackend: () => safeStorage.getSelectedStorageBackend(),
    },
    instance: {
      requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
      onSecondInstance: (listener) => app.on('second-instance', (_event, argv) => listener(argv)),
      quit: () => app.quit(),
    },
    updater: async () => {
      // electron-updater is CommonJS: its named export sits on the default one.
      const { autoUpdater } = (await import('electron-updater')).default
      return {
        configure: ({ feedUrl, autoDownload, autoInstallOnAppQuit }) => {
          autoUpdater.autoDownload = autoDownload
          autoUpdater.autoInstallOnAppQuit = autoInstallOnAppQuit
          autoUpdater.setFeedURL({ provider: 'generic', url: feedUrl })
        },
        checkForUpdates: () => autoUpdater.checkForUpdates(),
        quitAndInstall: () => autoUpdater.quitAndInstall(),
        onDownloaded: (listener) => autoUpdater.on('update-downloaded', (info) => listener(info.version)),
        onError: (listener) => autoUpdater.on('error', listener),
      }
    },
    openExternal: (url) => void shell.openExternal(url),
    copyText: (text) => clipboard.writeText(text),
  }
}
