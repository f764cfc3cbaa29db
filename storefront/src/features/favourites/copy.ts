/** The favourites page's and the favourite toggle's words. */
export const FAVOURITES_COPY = {
  /** The spec's page title; running text spells it "favourites". */
  title: 'My Favorites',
  guestNotice: "You're saving favourites as a guest. Sign up to keep them on every device.",
  signUp: 'Sign up',
  emptyTitle: 'No favourites yet',
  emptyText: 'Tap the heart on any product to save it here.',
  discoverShops: 'Discover Shops',
  viewShop: 'View Shop',
  remove: 'Remove',
  removeNamed: (name: string) => `Remove ${name} from favourites`,
  add: (name: string) => `Save ${name} to favourites`,
  saved: (name: string) => `Remove ${name} from favourites`,
  savedBy: (count: number) => (count === 1 ? 'Saved by 1 person' : `Saved by ${count} people`),
  loadFailed: 'We could not load your favourites just now. Please try again in a moment.',
  removeFailed: 'We could not remove this favourite just now. Please try again.',
  /** Views are counted per shop page; a product has no view count of its own. */
  shopViews: (count: number) => (count === 1 ? '1 shop view' : `${count} shop views`),
} as const
