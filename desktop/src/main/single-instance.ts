import { consoleLinkInArguments } from '@shoplocal/shared/rules'

/** The parts of Electron's app that decide whether this launch is the console or only a message to it. */
export interface InstanceHost {
  requestSingleInstanceLock(): boolean
  onSecondInstance(listener: (argv: string[]) => void): void
  quit(): void
}

/** The window to bring forward when someone launches the console again. */
export interface FocusableWindow {
  isMinimized(): boolean
  restore(): void
  show(): void
  focus(): void
}

/**
 * One console per desktop: a second launch (a double click, or a clicked `shoplocal-admin://` link on Windows and
 * Linux) hands its link to the first and quits. Returns false when this launch must quit.
 */
export function claimSingleInstance(host: InstanceHost, onSecondLaunch: (link: string | null) => void): boolean {
  if (!host.requestSingleInstanceLock()) {
    host.quit()
    return false
  }
  host.onSecondInstance((argv) => onSecondLaunch(consoleLinkInArguments(argv)))
  return true
}

export function bringToFront(window: FocusableWindow | null): void {
  if (!window) return
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
}
