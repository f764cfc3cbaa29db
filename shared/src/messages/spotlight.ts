import { COMMON_LABELS } from './common.ts'

/** The public spotlight product page. */
export const SPOTLIGHT_PAGE = {
  banner: 'Premium Featured Product',
  notFound: 'Spotlight Product Not Found',
  returnHome: 'Return to Home',
  verifiedShop: 'Verified Shop',
  visitShop: 'Visit Shop Profile',
  save: COMMON_LABELS.save,
  callShop: 'Call Shop',
  viewOnMap: 'View on Map',
  backToShops: 'Back to All Shops',
  featuredSince: 'Featured since',
  openingHours: 'Opening Hours',
  priorityBadge: 'PRIORITY',
} as const

export const daysLeftLabel = (days: number): string => (days === 1 ? '1 day left' : `${days} days left`)
export const imageCounterLabel = (index: number, total: number): string => `${index + 1} / ${total}`
