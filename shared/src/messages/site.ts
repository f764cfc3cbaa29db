/** Site-wide words: the brand, the header and footer links and the not-found screen. */

/** Site-wide words: the brand, the header and footer links and the not-found screen. */
export const BRAND = {
  name: 'ShopLocal Ireland',
  tagline: 'Discover local shops and products near you',
} as const

/** The header's and the customer menu's links; 'Favorites' is the spec's label there (running text says "favourites"). */
export const NAV_LABELS = {
  home: 'Home',
  browseShops: 'Browse Shops',
  browseProducts: 'Browse Products',
  favorites: 'Favorites',
  myAccount: 'My Account',
  dashboard: 'Dashboard',
  admin: 'Admin',
} as const

export const OWNER_MENU_LABELS = {
  dashboard: NAV_LABELS.dashboard,
  adminPanel: 'Admin Panel',
  signOut: 'Sign Out',
} as const
