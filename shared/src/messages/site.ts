/** Site-wide words: the brand, the header and footer links and the not-found screen. */
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
  message: 'We could not find that page. It may have moved, or the address may have a typo. Search for a shop or product, or go back home.',
  searchLabel: 'Search shops and products',
  searchButton: 'Search',
} as const

export const CUSTOMER_MENU_LABELS = {
  profile: 'Profile',
  browseProducts: NAV_LABELS.browseProducts,
  favorites: NAV_LABELS.favorites,
  logout: 'Logout',
} as const

export const OWNER_MENU_LABELS = {
  dashboard: NAV_LABELS.dashboard,
  adminPanel: 'Admin Panel',
  signOut: 'Sign Out',
} as const

export const shopCountLabel = (count: number): string => (count === 1 ? '1 shop' : `${count} shops`)
