import { NAV_LABELS } from '@shoplocal/shared/messages'

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

export const shopCountLabel = (count: number): string => (count === 1 ? '1 shop' : `${count} shops`)
