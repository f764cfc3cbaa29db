import { BrowserWindow } from 'electron'
import { mainWindowOptions } from './window-options.js'

/** Shown once painted, so the user never sees an empty white frame. */
export function createMainWindow(appUrl: string, preloadPath: string, title: string): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath, title))
  window.once('ready-to-show', () => window.show())
  void window.loadURL(appUrl)
  return window
}
