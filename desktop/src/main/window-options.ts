import type { BrowserWindowConstructorOptions } from 'electron'

/**
 * The main window's options, pure so the security-relevant web preferences are pinned by a test.
 * The renderer gets no Node.js, runs sandboxed in its own JavaScript world, and reaches the main
 * process only through the preload bridge.
 */
export function mainWindowOptions(preloadPath: string, title: string): BrowserWindowConstructorOptions {
  return {
    title,
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: '#f4f6f8',
    autoHideMenuBar: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  }
}
