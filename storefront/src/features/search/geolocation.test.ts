import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../lib/api/client.ts'
import { locate } from './geolocation.ts'

const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as unknown as GeolocationPosition

const granting = (latitude: number, longitude: number): Geolocation =>
  ({ getCurrentPosition: (success: PositionCallback) => success(position(latitude, longitude)) }) as unknown as Geolocation

const refusing = (code: number): Geolocation =>
  ({
    getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code, message: 'no' } as GeolocationPositionError),
  }) as unknown as Geolocation

/** Our API as the browser reaches it, answering Galway for one position and 404 for any other. */
function ourApi(asked: string[]) {
  return createApiClient({
    base: '',
    fetcher: async (input) => {
      asked.push(input)
      const url = new URL(input, 'http://site.test')
      const known = url.pathname === '/api/places/nearest' && url.searchParams.get('latitude') === '53.27070'
      return known
        ? new Response(JSON.stringify({ town: 'Galway', county: 'Galway', distanceKm: 0 }), {
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ message: 'We could not find a town near you.' }), { status: 404 })
    },
  })
}

describe('locate', () => {
  it('asks only our own API for the town nearest the position', async () => {
    const asked: string[] = []
    await expect(locate(granting(53.2707, -9.0568), ourApi(asked))).resolves.toEqual({ ok: true, place: 'Galway' })
    expect(asked).toEqual(['/api/places/nearest?latitude=53.27070&longitude=-9.05680'])
  })

  it('fails politely when no town is near or there is no geolocation', async () => {
    await expect(locate(granting(48.85, 2.35), ourApi([]))).resolves.toEqual({ ok: false, reason: 'unavailable' })
    await expect(locate(undefined, ourApi([]))).resolves.toEqual({ ok: false, reason: 'unavailable' })
  })

  it('tells a refused permission apart from other failures', async () => {
    await expect(locate(refusing(1), ourApi([]))).resolves.toEqual({ ok: false, reason: 'denied' })
    await expect(locate(refusing(3), ourApi([]))).resolves.toEqual({ ok: false, reason: 'unavailable' })
  })
})
