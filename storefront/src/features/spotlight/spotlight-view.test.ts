import { describe, expect, it } from 'vitest'
import { galleryImages, mapsSearchUrl, openingHoursLines, spotlightDaysRemaining, stepIndex, telHref } from './spotlight-view.ts'

const product = {
  name: 'Cake',
  price: 10,
  priorPrice: null,
  reducedSince: null,
  rating: null,
  reviewCount: 0,
  description: null,
  imageUrl: '/p.png',
  inStock: true,
}

describe('spotlight page logic', () => {
  it('uses the request images, else the product picture, without blanks or repeats', () => {
    expect(galleryImages({ images: ['/a.png', ' ', '/a.png', '/b.png'], product })).toEqual(['/a.png', '/b.png'])
    expect(galleryImages({ images: [], product })).toEqual(['/p.png'])
    expect(galleryImages({ images: [], product: { ...product, imageUrl: null } })).toEqual([])
  })

  it('pages round the gallery in both directions', () => {
    expect(stepIndex(0, -1, 3)).toBe(2)
    expect(stepIndex(2, 1, 3)).toBe(0)
    expect(stepIndex(1, 1, 3)).toBe(2)
    expect(stepIndex(0, 1, 0)).toBe(0)
  })

  it('counts days left rounded up and never below zero', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    expect(spotlightDaysRemaining('2026-11-23T00:00:00Z', now)).toBe(2)
    expect(spotlightDaysRemaining('2026-11-20T00:00:00Z', now)).toBe(0)
  })

  it('builds the map search and the phone link', () => {
    expect(mapsSearchUrl({ name: 'Kelly’s', address: '1 Main St, Sligo', location: 'Sligo' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Kelly%E2%80%99s%2C%201%20Main%20St%2C%20Sligo',
    )
    expect(mapsSearchUrl({ name: 'A', address: null, location: 'Cork' })).toContain('A%2C%20Cork')
    expect(telHref('+353 (21) 123 4567')).toBe('tel:+353211234567')
    expect(telHref('n/a')).toBeNull()
    expect(telHref(null)).toBeNull()
  })

  it('lists opening hours from the schedule or the free text', () => {
    const WORDS = { closedDay: 'Closed', openAllDay: 'Open 24 hours' }
    expect(
      openingHoursLines(
        {
          openingHours: null,
          openingHoursSchedule: [
            { day: 'Monday', opens: '09:00', closes: '17:30' },
            { day: 'Saturday', opens: '00:00', closes: '00:00' },
            { day: 'Sunday', opens: null, closes: null },
          ],
        },
        WORDS,
      ),
    ).toEqual(['Monday: 09:00–17:30', 'Saturday: Open 24 hours', 'Sunday: Closed'])
    expect(openingHoursLines({ openingHours: 'Mon–Fri 9–6\nSat 10–4' }, WORDS)).toEqual(['Mon–Fri 9–6', 'Sat 10–4'])
    expect(openingHoursLines({ openingHours: null }, WORDS)).toEqual([])
  })
})
