import { describe, expect, it } from 'vitest'
import { COUNTIES, TOWNS } from '../../../app/services/catalogue/irish_places.ts'
import { COUNTY_CENTRES, ROUTING_KEY_AREAS } from '../../../app/services/catalogue/place_coordinates.ts'
import { placePoint, positionPoint, shopPoint } from '../../../app/services/catalogue/place_point.ts'
import { shopPlace } from '../../../app/services/catalogue/place_match.ts'
import { distanceKm } from '../../../app/services/catalogue/nearest_town.ts'
import { nearFilter, nearWindow, withDistances } from '../../../app/services/catalogue/near_search.ts'
import { TOWN_COORDINATES, type Point } from '../../../app/services/catalogue/town_coordinates.ts'

const onTheIsland = (point: Point | null | undefined, name: string) => {
  expect(point, name).toBeTruthy()
  expect(point!.latitude, name).toBeGreaterThan(51.3)
  expect(point!.latitude, name).toBeLessThan(55.5)
  expect(point!.longitude, name).toBeGreaterThan(-10.7)
  expect(point!.longitude, name).toBeLessThan(-5.3)
}

describe('place points', () => {
  it('has a point for every county', () => {
    expect(COUNTIES).toHaveLength(32)
    for (const county of COUNTIES) onTheIsland(COUNTY_CENTRES[county.name], county.name)
  })

  it('has a point for each of the 139 Eircode routing keys', () => {
    const keys = Object.keys(ROUTING_KEY_AREAS)
    expect(keys).toHaveLength(139)
    for (const key of keys) {
      expect(key).toMatch(/^[ACDEFHKNPRTVWXY]\d[\dW]$/)
      onTheIsland(ROUTING_KEY_AREAS[key].point, key)
    }
    // Dublin's districts: 1 to 18, 20, 22, 24 and 6W.
    expect(keys.filter((key) => key.startsWith('D')).sort()).toEqual(
      [...[...Array(18).keys()].map((at) => `D${String(at + 1).padStart(2, '0')}`), 'D20', 'D22', 'D24', 'D6W'].sort(),
    )
  })

  it('puts every routing key the town list names near that town', () => {
    for (const town of TOWNS) {
      for (const key of town.routingKeys ?? []) {
        if (!ROUTING_KEY_AREAS[key]) continue
        expect(distanceKm(ROUTING_KEY_AREAS[key].point, TOWN_COORDINATES[town.name]), `${key} ${town.name}`).toBeLessThan(15)
      }
    }
  })

  it('resolves towns, counties, Irish names, routing keys, Eircodes and positions', () => {
    expect(placePoint('Galway')).toEqual(TOWN_COORDINATES.Galway)
    expect(placePoint('Gaillimh')).toEqual(TOWN_COORDINATES.Galway)
    expect(placePoint('Co. Cork')).toEqual(COUNTY_CENTRES.Cork)
    expect(placePoint('Cork')).toEqual(TOWN_COORDINATES.Cork)
    expect(placePoint('Kerry')).toEqual(COUNTY_CENTRES.Kerry)
    expect(placePoint('d6w')).toEqual(ROUTING_KEY_AREAS.D6W.point)
    expect(placePoint('T12 AB34')).toEqual(ROUTING_KEY_AREAS.T12.point)
    expect(placePoint('Youghal')).toEqual(ROUTING_KEY_AREAS.P36.point)
    expect(placePoint('53.27, -9.05')).toEqual({ latitude: 53.27, longitude: -9.05 })
    expect(placePoint('Atlantis')).toBeNull()
    expect(placePoint('Z99')).toBeNull()
    expect(positionPoint('95,10')).toBeNull()
  })

  it('places a shop at its town, else its county', () => {
    expect(shopPoint(shopPlace('Tralee, Co. Kerry'))).toEqual(TOWN_COORDINATES.Tralee)
    expect(shopPoint(shopPlace('Ballydehob, Co. Cork'))).toEqual(COUNTY_CENTRES.Cork)
    expect(shopPoint(shopPlace('Somewhere New'))).toBeNull()
  })
})

describe('nearWindow', () => {
  const places = new Map([
    [1, shopPlace('Tralee, Co. Kerry')],
    [2, shopPlace('Galway, Co. Galway')],
    [3, shopPlace('Killarney, Co. Kerry')],
    [4, shopPlace('Somewhere New')],
    [5, shopPlace('Tralee, Co. Kerry')],
  ])
  const placeOf = (id: number) => places.get(id) ?? null
  const tralee = TOWN_COORDINATES.Tralee
  const all = { offset: 0, limit: 10 }

  it('keeps the rank order and gives every match its distance', () => {
    const found = nearWindow([2, 4, 1, 3, 5], placeOf, { point: tralee, withinKm: null, nearest: false }, all)
    expect(found.ids).toEqual([2, 4, 1, 3, 5])
    expect(found.total).toBe(5)
    expect(found.distances.get(1)).toBe(0)
    expect(found.distances.get(4)).toBeNull()
    expect(found.distances.get(3)).toBeCloseTo(distanceKm(tralee, TOWN_COORDINATES.Killarney), 0)
  })

  it('sorts nearest first, keeping rank order among equals and the unplaced last', () => {
    const found = nearWindow([2, 4, 5, 3, 1], placeOf, { point: tralee, withinKm: null, nearest: true }, all)
    expect(found.ids).toEqual([5, 1, 3, 2, 4])
  })

  it('keeps only matches within the distance, and pages what it keeps', () => {
    const found = nearWindow([2, 4, 5, 3, 1], placeOf, { point: tralee, withinKm: 50, nearest: true }, { offset: 1, limit: 1 })
    expect(found.total).toBe(3)
    expect(found.ids).toEqual([1])
    expect(nearWindow([2, 4, 5, 3, 1], placeOf, { point: tralee, withinKm: 5, nearest: false }, all).ids).toEqual([5, 1])
  })

  it('adds the distance to new card objects', () => {
    const card = { id: 1, name: 'A' }
    const [shown] = withDistances([card], new Map([[1, 2.5]]))
    expect(shown).toEqual({ id: 1, name: 'A', distanceKm: 2.5 })
    expect(card).toEqual({ id: 1, name: 'A' })
  })
})

describe('nearFilter', () => {
  it('reads a place, a position, or nothing', () => {
    expect(nearFilter({})).toBeNull()
    expect(nearFilter({ near: 'Tralee', withinKm: 10, sort: 'nearest' })).toEqual({
      point: TOWN_COORDINATES.Tralee,
      withinKm: 10,
      nearest: true,
    })
    expect(nearFilter({ lat: 52, lng: -9 })).toEqual({ point: { latitude: 52, longitude: -9 }, withinKm: null, nearest: false })
  })

  it('refuses a place it cannot find as a field error on near', () => {
    expect(() => nearFilter({ near: 'Atlantis' })).toThrow(
      expect.objectContaining({ status: 422, messages: [expect.objectContaining({ field: 'near' })] }),
    )
  })
})
