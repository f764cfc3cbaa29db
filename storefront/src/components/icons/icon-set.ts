/**
 * A small icon set drawn for this site (24×24, stroke-based, currentColor) so nothing is fetched from a
 * CDN. Category icons are stored in the database by name; unknown names get the generic bag.
 */
const ICONS = {
  car: '<path d="M5 11l1.6-4.2A2 2 0 0 1 8.5 5.5h7a2 2 0 0 1 1.9 1.3L19 11"/><path d="M3 16v-3a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"/><path d="M6 17v2M18 17v2"/><circle cx="7.5" cy="14" r="0.6"/><circle cx="16.5" cy="14" r="0.6"/>',
  sparkles:
    '<path d="M10 3l1.7 4.8L16.5 9.5l-4.8 1.7L10 16l-1.7-4.8L3.5 9.5l4.8-1.7z"/><path d="M18 14l.8 2.2 2.2.8-2.2.8L18 20l-.8-2.2-2.2-.8 2.2-.8z"/>',
  'graduation-cap': '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c0 1.4 2.7 3 6 3s6-1.6 6-3v-5"/><path d="M22 9v6"/>',
  cpu: '<rect x="6" y="6" width="12" height="12" rx="2"/><rect x="9.5" y="9.5" width="5" height="5" rx="0.5"/><path d="M9 2.5V6M15 2.5V6M9 18v3.5M15 18v3.5M2.5 9H6M2.5 15H6M18 9h3.5M18 15h3.5"/>',
  shirt: '<path d="M8.5 3.5L3 6.5l2 4.5 2.5-1V20.5h9V10l2.5 1 2-4.5-5.5-3c-.4 1.6-1.8 2.8-3.5 2.8s-3.1-1.2-3.5-2.8z"/>',
  utensils: '<path d="M5 3v5a2.5 2.5 0 0 0 5 0V3M7.5 3v18"/><path d="M18.5 21V3c-2.2 1-3.5 3.8-3.5 7.5V13h3.5"/>',
  home: '<path d="M3 11l9-7.5 9 7.5"/><path d="M5.5 9.5V20h5v-5.5h3V20h5V9.5"/>',
  briefcase:
    '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18M11 12.5v2h2v-2"/>',
  heart:
    '<path d="M12 20s-7.5-4.6-8.8-9.3C2.4 7.6 4.4 5 7.2 5c1.9 0 3.3 1 4.8 2.8C13.5 6 14.9 5 16.8 5c2.8 0 4.8 2.6 4 5.7C19.5 15.4 12 20 12 20z"/>',
  leaf: '<path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15"/><path d="M5 19l7-7"/>',
  wrench: '<path d="M14.5 6.5a4 4 0 0 1 5-5l-2.5 2.5.5 2 2 .5 2.5-2.5a4 4 0 0 1-5 5L8 18.5a2.1 2.1 0 0 1-3-3z"/>',
  book: '<path d="M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2z"/><path d="M4 20a2 2 0 0 0 2 2h14v-4"/>',
  store:
    '<path d="M4 9.5V20h16V9.5"/><path d="M2.5 9.5L4.5 4h15l2 5.5c0 1.4-1.2 2.5-2.6 2.5s-2.6-1.1-2.6-2.5c0 1.4-1.2 2.5-2.6 2.5h-.4c-1.4 0-2.6-1.1-2.6-2.5 0 1.4-1.2 2.5-2.6 2.5S2.5 10.9 2.5 9.5z"/><path d="M10 20v-5h4v5"/>',
  'shopping-bag': '<path d="M5.5 7.5h13l1 13h-15z"/><path d="M9 10V6.5a3 3 0 0 1 6 0V10"/>',
  search: '<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/>',
  'map-pin': '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>',
  'arrow-right': '<path d="M5 12h14M13 6l6 6-6 6"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 6.5l8.5 6.5 8.5-6.5"/>',
  'alert-circle': '<circle cx="12" cy="12" r="9"/><path d="M12 7.5v5.5M12 16.5v.01"/>',
} as const satisfies Record<string, string>

type IconName = keyof typeof ICONS

/** Common spellings the seed data or admins might use for the same pictures. */
const ALIASES: Record<string, IconName> = {
  house: 'home',
  'home-garden': 'home',
  graduation: 'graduation-cap',
  laptop: 'cpu',
  smartphone: 'cpu',
  chip: 'cpu',
  'utensils-crossed': 'utensils',
  food: 'utensils',
  beauty: 'sparkles',
  sparkle: 'sparkles',
  't-shirt': 'shirt',
  tshirt: 'shirt',
  shop: 'store',
  bag: 'shopping-bag',
}

export const FALLBACK_ICON: IconName = 'shopping-bag'

export function resolveIconName(name: string | null | undefined): IconName {
  const key = (name ?? '').trim().toLowerCase()
  // Own keys only: names such as 'constructor' must not reach Object.prototype.
  if (Object.hasOwn(ICONS, key)) return key as IconName
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : FALLBACK_ICON
}

/** The inner SVG markup for an icon name (our own constant strings, never user input). */
export function iconMarkup(name: string | null | undefined): string {
  return ICONS[resolveIconName(name)]
}
