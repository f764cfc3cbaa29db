import type { UpdateState } from '../shared/bridge.js'

/** The part of electron-updater's autoUpdater the console uses; tests pass a fake. */
export interface Updater {
  configure(options: { feedUrl: string; autoDownload: boolean; autoInstallOnAppQuit: boolean }): void
  checkForUpdates(): Promise<unknown>
  quitAndInstall(): void
  onDownloaded(listener: (version: string) => void): void
  onError(listener: (error: Error) => void): void
}

type UpdateFeed = { type: 'off' } | { type: 'refused'; reason: string } | { type: 'on'; url: string }

/** How often a running console asks the feed again. */
export const UPDATE_CHECK_MS = 4 * 60 * 60 * 1000

/**
 * The feed is a build setting. Unset: no checks and nothing shown. Anything but a plain HTTPS address is refused,
 * since whoever can answer the feed decides what code the admins run.
 */
export function updateFeed(raw: string | undefined): UpdateFeed {
  const value = raw?.trim() ?? ''
  if (!value) return { type: 'off' }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { type: 'refused', reason: `the update feed "${value}" is not an address` }
  }
  if (url.protocol !== 'https:') return { type: 'refused', reason: `the update feed ${url.origin} is not HTTPS` }
  if (url.username || url.password) return { type: 'refused', reason: 'the update feed carries credentials' }
  return { type: 'on', url: url.href }
}

interface UpdateControllerDeps {
  every(ms: number, run: () => void): void
  /** Tells the page what to offer. */
  publish(state: UpdateState): void
  log(message: string): void
}

/**
 * Checks at start and every four hours, downloads in the background, and installs only when the admin chooses
 * "Restart to update", so a restart never lands in the middle of a decision. "Later" hides the offer until the
 * next check.
 */
export class UpdateController {
  #ready: string | null = null
  #postponed = false
  #updater: Updater | null = null

  constructor(private readonly deps: UpdateControllerDeps) {}

  /** With no feed (or a refused one) the updater is never even loaded. */
  async start(feed: UpdateFeed, loadUpdater: () => Promise<Updater>): Promise<void> {
    if (feed.type === 'refused') this.deps.log(`Updates are off: ${feed.reason}`)
    if (feed.type !== 'on') return
    const updater = await loadUpdater()
    this.#updater = updater
    updater.configure({ feedUrl: feed.url, autoDownload: true, autoInstallOnAppQuit: false })
    updater.onDownloaded((version) => {
      this.#ready = version
      this.#postponed = false
      this.deps.publish(this.current())
    })
    updater.onError((error) => this.deps.log(`Update check failed: ${error.message}`))
    this.#check()
    this.deps.every(UPDATE_CHECK_MS, () => this.#check())
  }

  current(): UpdateState {
    return this.#ready && !this.#postponed ? { type: 'ready', version: this.#ready } : { type: 'none' }
  }

  postpone(): void {
    if (!this.#ready) return
    this.#postponed = true
    this.deps.publish(this.current())
  }

  restart(): void {
    if (this.#ready) this.#updater?.quitAndInstall()
  }

  #check(): void {
    if (this.#ready && this.#postponed) {
      this.#postponed = false
      this.deps.publish(this.current())
    }
    // A failed check is logged by onError; the next one comes in four hours.
    this.#updater?.checkForUpdates().catch(() => undefined)
  }
}
