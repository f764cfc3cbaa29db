/**
 * `shoplocal-admin://` links: what the console opens when one is clicked (in a notification mail, say), and how
 * the API writes them. One rule for both sides, so a mail never carries a link the console cannot read.
 */

export const CONSOLE_LINK_PROTOCOL = 'shoplocal-admin'

/** The cases a link can open: the Moderation Queue's items, and the trust-and-safety desk's reports and appeals. */
const CONSOLE_LINK_KINDS = ['payment', 'shop', 'spotlight', 'report', 'appeal'] as const
type ConsoleLinkKind = (typeof CONSOLE_LINK_KINDS)[number]

export interface ConsoleLink {
  kind: ConsoleLinkKind
  id: number
}

const isKind = (value: string): value is ConsoleLinkKind => (CONSOLE_LINK_KINDS as readonly string[]).includes(value)

/** `shoplocal-admin://payment/42` for the payment 42. */
export function consoleLinkUrl(link: ConsoleLink): string {
  return `${CONSOLE_LINK_PROTOCOL}://${link.kind}/${link.id}`
}

/**
 * The case a link names, or null for anything else: another protocol, an unknown kind, an id that is not a
 * positive whole number, or anything extra (credentials, a port, a query, a fragment, more path).
 */
export function parseConsoleLink(raw: unknown): ConsoleLink | null {
  if (typeof raw !== 'string' || raw.length > 200) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== `${CONSOLE_LINK_PROTOCOL}:` || url.username || url.password || url.port || url.search || url.hash) return null
  const match = /^\/([1-9]\d{0,9})\/?$/.exec(url.pathname)
  if (!match || !isKind(url.hostname)) return null
  const id = Number(match[1])
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { kind: url.hostname, id } : null
}

/** The first argument that is a console link: how Windows and Linux hand a clicked link to the app. */
export function consoleLinkInArguments(argv: readonly string[]): string | null {
  return argv.find((argument) => argument.startsWith(`${CONSOLE_LINK_PROTOCOL}:`)) ?? null
}
