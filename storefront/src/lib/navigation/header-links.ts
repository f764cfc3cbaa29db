import { NAV_LABELS } from '@shoplocal/shared/messages'

/** Who is looking at the page, as far as the header cares. */
export type HeaderState = 'guest' | 'customer' | 'owner' | 'admin'

interface HeaderLink {
  key: keyof typeof NAV_LABELS
  label: string
  href: string
}

interface HeaderOptions {
  /** The user's isAdmin flag: the Admin link follows the flag, not only the admin role. */
  isAdmin?: boolean
}

const LINKS: Record<HeaderLink['key'], string> = {
  home: '/',
  browseShops: '/browse-shops',
  browseProducts: '/browse-products',
  favorites: '/favorites',
  myAccount: '/customer-profile',
  dashboard: '/dashboard',
  admin: '/admin',
}

/**
 * The header links: Home, Browse Shops and Browse Products for everyone, Favorites for visitors (who may keep them as
 * guests) and customers, My Account for customers only, Dashboard for owners and admins, Admin only when the
 * admin flag is set.
 */
export function headerLinks(state: HeaderState, options: HeaderOptions = {}): HeaderLink[] {
  const keys: HeaderLink['key'][] = ['home', 'browseShops', 'browseProducts']
  if (state === 'guest') keys.push('favorites')
  if (state === 'customer') keys.push('favorites', 'myAccount')
  if (state === 'owner' || state === 'admin') keys.push('dashboard')
  if (state === 'admin' || options.isAdmin === true) keys.push('admin')
  return keys.map((key) => ({ key, label: NAV_LABELS[key], href: LINKS[key] }))
}

/** Marks the link for the current page; '/' only matches itself so Home is not always active. */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
