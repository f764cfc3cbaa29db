import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@shoplocal/shared/constants'
import type { NearestTown } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'
import type { ApiClient } from '../../lib/api/client.ts'

/**
 * 'Use my location': the browser's position goes to our own API only, which names the nearest Irish town;
 * no other service hears of it. Any failure leaves the field as it was.
 */
const NEAREST_TOWN_TIMEOUT_MS = 8000

type LocateOutcome = { ok: true; place: string } | { ok: false; reason: 'denied' | 'unavailable' }

function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(resolve, reject, {
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_MAX_AGE_MS,
    }),
  )
}

const PERMISSION_DENIED = 1

export async function locate(geolocation: Geolocation | undefined, api: ApiClient = browserApi): Promise<LocateOutcome> {
  if (geolocation === undefined) return { ok: false, reason: 'unavailable' }
  let position: GeolocationPosition
  try {
    position = await currentPosition(geolocation)
  } catch (error) {
    const denied = typeof error === 'object' && error !== null && (error as GeolocationPositionError).code === PERMISSION_DENIED
    return { ok: false, reason: denied ? 'denied' : 'unavailable' }
  }
  const answer = await api.get<NearestTown>('/api/places/nearest', {
    params: { latitude: position.coords.latitude.toFixed(5), longitude: position.coords.longitude.toFixed(5) },
    signal: AbortSignal.timeout(NEAREST_TOWN_TIMEOUT_MS),
  })
  return answer.ok ? { ok: true, place: answer.data.town } : { ok: false, reason: 'unavailable' }
}
