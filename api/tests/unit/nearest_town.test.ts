import { describe, expect, it } from 'vitest'
import { TOWNS } from '../../app/services/catalogue/irish_places.ts'
import { TOWN_COORDINATES } from '../../app/services/catalogue/town_coordinates.ts'
import { distanceKm, nearestTown } from '../../app/services/catalogue/nearest_town.ts'

describe('nearestTown', () => {
  it('has a point for every listed town, on the island of Ireland', () => {
    for (const town of TOWNS) {
      const point = TOWN_COORDINATES[town.name]
      expect(point, town.name).toBeDefined()
      expect(point.latitude, town.name).toBeGreaterThan(51.3)
      expect(point.latitude, town.name).toBeLessThan(55.5)
      expect(point.longitude, town.name).toBeGreaterThan(-10.7)
      expect(point.longitude, town.name).toBeLessThan(-5.3)
    }
  })

  it('measures great-circle distances', () => {
    // Dublin to Cork is about 220 km as the crow flies.
    expect(distanceKm(TOWN_COORDINATES.Dublin, TOWN_COORDINATES.Cork)).toBeGreaterThan(210)
    expect(distanceKm(TOWN_COORDINATES.Dublin, TOWN_COORDINATES.Cork)).toBeLessThan(225)
  })

  it('names the nearest town and its county', () => {
    // Eyre Square, Galway; the Rock of Cashel is nearer Thurles than Clonmel.
    expect(nearestTown({ latitude: 53.2743, longitude: -9.0491 })).toMatchObject({ town: 'Galway', county: 'Galway' })
    expect(nearestTown({ latitude: 52.52, longitude: -7.89 }).town).toBe('Thurles')
  })

  it('finds no town far out at sea or abroad', () => {
    expect(() => nearestTown({ latitude: 48.8566, longitude: 2.3522 })).toThrow()
    expect(() => nearestTown({ latitude: 53.5, longitude: -12.5 })).toThrow()
  })
})
