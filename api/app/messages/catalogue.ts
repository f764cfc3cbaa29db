/** "Use my location" from a position far from every town we list. */
export const NO_TOWN_NEARBY = 'We could not find a town near you. Type your town instead.'

/** Search answers that are not a list. */
export const SEARCH_MESSAGES = {
  /** A process that has no index yet (no snapshot to load) answers searches with this and 503 until its build ends. */
  starting: 'Search is starting up. Please try again in a few seconds.',
} as const

/** Page views reported by anything but the website's own server (a trusted proxy). */
export const VISITS_FROM_SITE_ONLY = 'Only the website reports page views.'

/** Catalogue query parameters the fields alone refuse. */
export const CATALOGUE_QUERY_MESSAGES = {
  openNow: 'openNow must be 1 (open now) or 0.',
} as const
