import { parseConsoleLink, type ConsoleLink } from '@shoplocal/shared/rules'

interface DeepLinkTarget {
  /** Hands the case to the page; false when no page is listening yet. */
  deliver(link: ConsoleLink): boolean
  /** Brings the console's window to the front. */
  focus(): void
}

/**
 * `shoplocal-admin://` links, from the command line, a second launch or macOS's open-url. A link that names a case
 * waits until the page says it listens (a cold start, or the sign-in screen in between), then opens; only the
 * latest one is kept, as a person clicking two links means the second. Anything else is ignored and logged.
 */
export class DeepLinkRouter {
  #pending: ConsoleLink | null = null
  #listening = false

  constructor(
    private readonly target: DeepLinkTarget,
    private readonly ignored: (raw: string) => void,
  ) {}

  open(raw: string): void {
    const link = parseConsoleLink(raw)
    if (!link) {
      this.ignored(raw)
      return
    }
    this.#pending = link
    this.target.focus()
    this.#flush()
  }

  /** The page subscribed (again, after a reload): what waited is delivered now. */
  pageListening(): void {
    this.#listening = true
    this.#flush()
  }

  /** The window closed or reloads: hold links until its page listens again. */
  pageGone(): void {
    this.#listening = false
  }

  #flush(): void {
    if (!this.#listening || !this.#pending) return
    if (this.target.deliver(this.#pending)) this.#pending = null
  }
}
