import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@shoplocal/shared/constants'

/**
 * 'Use my location': the browser's position, turned into a place name by a reverse-geocoding service
 * whose address is a setting (PUBLIC_GEOCODER_URL). Any failure leaves the field as it was.
 */
const GEOCODER_TIMEOUT_MS = 8000

/** City first, then locality, then country, from the service's answer; null when none. */
export function placeFromGeocoder(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as Record<string, unknown>
  for (const key of ['city', 'locality', 'countryName', 'country']) {
    const value = record[key]
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  return null
}

export function geocoderRequestUrl(base: string, latitude: number, longitude: number): string {
  const url = new URL(base)
  url.searchParams.set('latitude', latitude.toFixed(5))
  url.searchParams.set('longitude', longitude.toFixed(5))
  url.searchParams.set('localityLanguage', 'en')
  return url.href
}

export type LocateOutcome = { ok: true; place: string } | { ok: false; reason: 'denied' | 'unavailable' }

function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(resolve, reject, {
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_MAX_AGE_MS,
    }),
  )
}

const PERMISSION_DENIED = 1

export async function locate(base: string, geolocation: Geolocation | undefined): Promise<LocateOutcome> {
  if (base === '' || geolocation === undefined) return { ok: false, reason: 'unavailable' }
  let position: GeolocationPosition
  try {
    position = await currentPosition(geolocation)
  } catch (error) {
    const denied = typeof error === 'object' && error !== null && (error as GeolocationPositionError).code === PERMISSION_DENIED
    return { ok: false, reason: denied ? 'denied' : 'unavailable' }
  }
  try {
    const response = await fetch(geocoderRequestUrl(base, position.coords.latitude, position.coords.longitude), {
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
    })
    const place = response.ok ? placeFromGeocoder(await response.json()) : null
    return place === null ? { ok: false, reason: 'unavailable' } : { ok: true, place }
  } catch {
    return { ok: false, reason: 'unavailable' }
  }
}
