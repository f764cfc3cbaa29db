import type { TabId } from './tabs'

/** The side rail's sections, in the order an admin's day goes: what waits, money, people, then figures. */
type NavGroupId = 'start' | 'moderation' | 'money' | 'people' | 'insights'

export const NAV_GROUPS: readonly { id: NavGroupId; tabs: readonly TabId[] }[] = [
  { id: 'start', tabs: ['overview'] },
  { id: 'moderation', tabs: ['queue', 'reports', 'appeals', 'pending', 'spotlight', 'shops'] },
  { id: 'money', tabs: ['payments', 'verification'] },
  { id: 'people', tabs: ['users', 'shop-owners', 'customers', 'terms'] },
  { id: 'insights', tabs: ['visits', 'analytics', 'transparency', 'logs'] },
]

/** The key pressed after `g` to open each tab; one key per tab, none shared. */
export const TAB_KEYS: Record<TabId, string> = {
  overview: 'o',
  queue: 'q',
  reports: 'r',
  appeals: 'e',
  pending: 'a',
  spotlight: 't',
  shops: 's',
  payments: 'p',
  verification: 'v',
  users: 'u',
  'shop-owners': 'w',
  customers: 'c',
  terms: 'm',
  visits: 'i',
  analytics: 'n',
  transparency: 'y',
  logs: 'l',
}

/** The first key of every tab shortcut. */
export const GO_KEY = 'g'
export const HELP_KEY = '?'

/** Which tab a key opens after `g`, or null. */
export function tabForKey(key: string): TabId | null {
  const tabs = Object.keys(TAB_KEYS) as TabId[]
  return tabs.find((tab) => TAB_KEYS[tab] === key.toLowerCase()) ?? null
}
