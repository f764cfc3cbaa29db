import type { OpeningHoursRow, SpotlightPage, Sponsorship } from '@shoplocal/shared/types'
import { daysLeft } from '@shoplocal/shared/rules'

/** The gallery: the request's images, else the product's own picture; blanks and repeats dropped. */
export function galleryImages(spotlight: Pick<SpotlightPage, 'images' | 'product'>): string[] {
  const candidates = spotlight.images.length > 0 ? spotlight.images : [spotlight.product.imageUrl]
  const seen = new Set<string>()
  for (const image of candidates) {
    const url = image?.trim()
    if (url) seen.add(url)
  }
  return [...seen]
}

/** The paid placement a spotlight is, for its "Sponsored" label: this request's own dates. */
export const sponsorshipOf = (spotlight: Pick<SpotlightPage, 'startDate' | 'endDate'>): Sponsorship => ({
  from: spotlight.startDate,
  until: spotlight.endDate,
})

/** Wrap-around paging: previous from the first image shows the last. */
export const stepIndex = (index: number, step: number, total: number): number =>
  total === 0 ? 0 : (((index + step) % total) + total) % total

/** 'View on Map' opens a maps search on the shop's name and address. */
export function mapsSearchUrl(shop: { name: string; address: string | null; location: string }): string {
  const place = [shop.name, shop.address ?? shop.location].filter(Boolean).join(', ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`
}

/** A tel: link that dials: only digits and a leading plus survive. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/[^\d+]/g, '') ?? ''
  return digits.replace(/\D/g, '').length >= 6 ? `tel:${digits}` : null
}

/** Opening hours as lines: the schedule when the API sends one, else the free text split on its lines. */
export function openingHoursLines(
  shop: { openingHours: string | null; openingHoursSchedule?: OpeningHoursRow[] | null },
  words: { closedDay: string; openAllDay: string },
): string[] {
  if (shop.openingHoursSchedule && shop.openingHoursSchedule.length > 0) {
    return shop.openingHoursSchedule.map((row) => {
      if (!row.opens || !row.closes) return `${row.day}: ${words.closedDay}`
      // The same opening and closing time is a day that runs round the clock (openStateAt reads it so).
      return row.opens === row.closes ? `${row.day}: ${words.openAllDay}` : `${row.day}: ${row.opens}–${row.closes}`
    })
  }
  return (shop.openingHours ?? '')
    .split(/\r?\n|;/)
    .map((line) => line.trim())
    .filter(Boolean)
}

export const spotlightDaysRemaining = (endDate: string, now: Date = new Date()): number => daysLeft(endDate, now)
