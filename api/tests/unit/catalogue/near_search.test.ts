import { describe, expect, it } from 'vitest'
import { COUNTIES, TOWNS } from '../../../app/services/catalogue/irish_places.ts'
import { COUNTY_CENTRES, ROUTING_KEY_AREAS } from '../../../app/services/catalogue/place_coordinates.ts'
import { placePoint, positionPoint, shopPoint } from '../../../app/services/catalogue/place_point.ts'
import { shopPlace } from '../../../app/services/catalogue/place_match.ts'
import { distanceKm } from '../../../app/services/catalogue/nearest_town.ts'
import { nearSearch, rowDistances } from '../../../app/services/catalogue/near_search.ts'
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

  it("places a shop at its town, else its county's middle (approximate)", () => {
    expect(shopPoint(shopPlace('Tralee, Co. Kerry'))).toEqual({ point: TOWN_COORDINATES.Tralee, approximate: false })
    expect(shopPoint(shopPlace('Main Street, Trá Lí'))).toEqual({ point: TOWN_COORDINATES.Tralee, approximate: false })
    const cork = { point: COUNTY_CENTRES.Cork, approximate: true }
    for (const location of [
      'Ballydehob, Co. Cork',
      'Ballydehob, Cork',
      'Ballydehob, County Cork',
      'Co. Cork',
      'Unit 4, Ballydehob, Co Cork',
    ])
      expect(shopPoint(shopPlace(location)), location).toEqual(cork)
    expect(shopPoint(shopPlace('Ciarraí'))).toEqual({ point: COUNTY_CENTRES.Kerry, approximate: true })
    expect(shopPoint(shopPlace('Somewhere New'))).toBeNull()
  })
})

describe('rowDistances', () => {
  it("gives each row its id's distance in the rows' order, and nothing without distances", () => {
    const rows = [{ id: 2 }, { id: 1 }]
    expect(rowDistances(rows, [1, 3, 2], { distanceKm: [2.5, 4, null], distanceApproximate: [true, false, false] })).toEqual([
      { km: null, approximate: false },
      { km: 2.5, approximate: true },
    ])
    expect(rowDistances(rows, [1, 2], {})).toBeUndefined()
  })
})

describe('nearSearch', () => {
  it('reads a place, a position, or nothing', () => {
    expect(nearSearch({})).toEqual({})
    expect(nearSearch({ near: 'Tralee', withinKm: 10, sort: 'nearest' })).toEqual({
      near: { ...TOWN_COORDINATES.Tralee, withinKm: 10 },
      sort: 'nearest',
    })
    expect(nearSearch({ lat: 52, lng: -9 })).toEqual({ near: { latitude: 52, longitude: -9, withinKm: null }, sort: undefined })
  })

  it('refuses a place it cannot find as a field error on near', () => {
    expect(() => nearSearch({ near: 'Atlantis' })).toThrow(
      expect.objectContaining({ status: 422, messages: [expect.objectContaining({ field: 'near' })] }),
    )
  })
})
