import type { BrowserWindowConstructorOptions } from 'electron'
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE, type Bounds } from './window-state.js'

/**
 * The main window's options, pure so the security-relevant web preferences are pinned by a test.
 * The renderer gets no Node.js, runs sandboxed in its own JavaScript world, and reaches the main
 * process only through the preload bridge.
 */
export function mainWindowOptions(
  preloadPath: string,
  title: string,
  bounds: Partial<Bounds> = DEFAULT_WINDOW_SIZE,
): BrowserWindowConstructorOptions {
  return {
    title,
    ...DEFAULT_WINDOW_SIZE,
    ...bounds,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
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
