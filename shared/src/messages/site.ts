/** Site-wide words: the brand, the header and footer links (spec 1 §2) and the not-found screen. */
export const BRAND = {
  name: 'ShopLocal Ireland',
  tagline: 'Discover local shops and products near you',
} as const

export const NAV_LABELS = {
  home: 'Home',
  browseProducts: 'Browse Products',
  favorites: 'Favorites',
  myAccount: 'My Account',
  dashboard: 'Dashboard',
  admin: 'Admin',
} as const

export const NOT_FOUND = {
  title: '404 Page Not Found',
  message: 'Did you forget to add the page to the router?',
} as const
