import { BrowserWindow, screen } from 'electron'
import { mainWindowOptions } from './window-options.js'
import { readWindowState, restoreWindowState, writeWindowState } from './window-state.js'

/**
 * The one main window, reopened where the admin left it. Shown once painted, so the user never sees
 * an empty white frame.
 */
export function createMainWindow(appUrl: string, preloadPath: string, title: string, statePath: string): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea)
  const state = restoreWindowState(readWindowState(statePath), workAreas)
  const window = new BrowserWindow(mainWindowOptions(preloadPath, title, state.bounds))
  window.once('ready-to-show', () => {
    if (state.maximized) window.maximize()
    window.show()
  })
  window.on('close', () => {
    writeWindowState(statePath, { bounds: window.getNormalBounds(), maximized: window.isMaximized() })
  })
  void window.loadURL(appUrl)
  return window
}
