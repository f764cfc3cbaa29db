import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_GEOCODER_URL, geocoderOrigin, geocoderUrl } from '../../lib/geocoder-url.ts'
import { geocoderRequestUrl, locate, placeFromGeocoder } from './geolocation.ts'

const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as unknown as GeolocationPosition

const granting = (latitude: number, longitude: number): Geolocation =>
  ({ getCurrentPosition: (success: PositionCallback) => success(position(latitude, longitude)) }) as unknown as Geolocation

const refusing = (code: number): Geolocation =>
  ({
    getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code, message: 'no' } as GeolocationPositionError),
  }) as unknown as Geolocation

describe('reverse geocoding', () => {
  it('prefers city, then locality, then country', () => {
    expect(placeFromGeocoder({ city: 'Cork', locality: 'Douglas', countryName: 'Ireland' })).toBe('Cork')
    expect(placeFromGeocoder({ city: '', locality: 'Douglas', countryName: 'Ireland' })).toBe('Douglas')
    expect(placeFromGeocoder({ countryName: 'Ireland' })).toBe('Ireland')
    expect(placeFromGeocoder({})).toBeNull()
    expect(placeFromGeocoder('nope')).toBeNull()
  })

  it('reads the service address from the setting, with a default and an off switch', () => {
    expect(geocoderUrl({})).toBe(DEFAULT_GEOCODER_URL)
    expect(geocoderUrl({ PUBLIC_GEOCODER_URL: ' http://geo.local/r ' })).toBe('http://geo.local/r')
    expect(geocoderUrl({ PUBLIC_GEOCODER_URL: '' })).toBe('')
    expect(geocoderOrigin({ PUBLIC_GEOCODER_URL: 'http://geo.local:8080/r?key=1' })).toBe('http://geo.local:8080')
    expect(geocoderOrigin({ PUBLIC_GEOCODER_URL: '' })).toBeNull()
    expect(geocoderRequestUrl('http://geo.local/r?key=1', 51.8985, -8.4756)).toBe(
      'http://geo.local/r?key=1&latitude=51.89850&longitude=-8.47560&localityLanguage=en',
    )
  })
})

describe('locate', () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x')
      response.setHeader('content-type', 'application/json')
      if (url.searchParams.get('latitude') === '51.89850') response.end(JSON.stringify({ city: 'Cork', countryName: 'Ireland' }))
      else response.end(JSON.stringify({}))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/reverse`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('turns the position into a place name through the configured service', async () => {
    await expect(locate(base, granting(51.8985, -8.4756))).resolves.toEqual({ ok: true, place: 'Cork' })
  })

  it('fails politely when the service knows no place, is unreachable, or is switched off', async () => {
    await expect(locate(base, granting(10, 10))).resolves.toEqual({ ok: false, reason: 'unavailable' })
    await expect(locate('http://127.0.0.1:9/none', granting(51.8985, -8.4756))).resolves.toEqual({ ok: false, reason: 'unavailable' })
    await expect(locate('', granting(1, 1))).resolves.toEqual({ ok: false, reason: 'unavailable' })
    await expect(locate(base, undefined)).resolves.toEqual({ ok: false, reason: 'unavailable' })
  })

  it('tells a refused permission apart from other failures', async () => {
    await expect(locate(base, refusing(1))).resolves.toEqual({ ok: false, reason: 'denied' })
    await expect(locate(base, refusing(3))).resolves.toEqual({ ok: false, reason: 'unavailable' })
  })
})
