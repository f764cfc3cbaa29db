import { describe, expect, it } from 'vitest'
import { knownPlace, normalizePlace, placeMatcher, shopPlace } from '../../../app/services/catalogue/place_match.ts'
import { COUNTIES, TOWNS } from '../../../app/services/catalogue/irish_places.ts'
import { TOWNS as SEED_TOWNS } from '../../../database/data/towns.ts'

const galway = shopPlace('Galway, Co. Galway')
const tuam = shopPlace('Tuam, Co. Galway')
const tralee = shopPlace('Tralee, Co. Kerry')
const dublin = shopPlace('Dublin, Co. Dublin')
const derry = shopPlace('Derry, Co. Derry')
const cork = shopPlace('Cork, Co. Cork')
const mallow = shopPlace('Mallow, Co. Cork')
const all = { galway, tuam, tralee, dublin, derry, cork, mallow }

const matches = (input: string) =>
  Object.entries(all)
    .filter(([, place]) => placeMatcher(input)(place))
    .map(([name]) => name)
    .sort()

describe('shopPlace', () => {
  it('reads the town and county of a location', () => {
    expect(tralee).toEqual({ text: 'tralee co kerry', town: 'tralee', county: 'kerry' })
    expect(shopPlace('Killarney')).toEqual({ text: 'killarney', town: 'killarney', county: 'kerry' })
    expect(shopPlace('Somewhere New')).toEqual({ text: 'somewhere new', town: 'somewhere new', county: null })
  })

  it('finds the county with or without "Co.", in any later part, and a known town in any of its spellings', () => {
    expect(shopPlace('Dingle, Kerry')).toMatchObject({ town: 'dingle', county: 'kerry' })
    expect(shopPlace('Ballydehob, Cork')).toMatchObject({ town: 'ballydehob', county: 'cork' })
    expect(shopPlace('Co. Kerry')).toMatchObject({ town: null, county: 'kerry' })
    expect(shopPlace('Kerry')).toMatchObject({ town: null, county: 'kerry' })
    expect(shopPlace('Main Street, Trá Lí')).toMatchObject({ town: 'tralee', county: 'kerry' })
    expect(shopPlace('Unit 4, Ballydehob, County Cork')).toMatchObject({ town: 'unit 4', county: 'cork' })
  })
})

describe('placeMatcher', () => {
  it('understands Irish-language names of towns and counties', () => {
    expect(matches('Gaillimh')).toEqual(['galway', 'tuam'])
    expect(matches('Corcaigh')).toEqual(['cork', 'mallow'])
    expect(matches('Baile Átha Cliath')).toEqual(['dublin'])
    expect(matches('baile atha cliath')).toEqual(['dublin'])
    expect(matches('Trá Lí')).toEqual(['tralee'])
    expect(matches('Ciarraí')).toEqual(['tralee'])
  })

  it('understands variants and county forms', () => {
    expect(matches('Londonderry')).toEqual(['derry'])
    expect(matches('Doire')).toEqual(['derry'])
    expect(matches('Co. Cork')).toEqual(['cork', 'mallow'])
    expect(matches('County Cork')).toEqual(['cork', 'mallow'])
    expect(matches('cork')).toEqual(['cork', 'mallow'])
    expect(matches('Kerry')).toEqual(['tralee'])
  })

  it('understands an Eircode or its routing key', () => {
    expect(matches('V92')).toEqual(['tralee'])
    expect(matches('v92 x2y3')).toEqual(['tralee'])
    expect(matches('H91')).toEqual(['galway'])
    expect(matches('D02 AF30')).toEqual(['dublin'])
    expect(matches('D6W')).toEqual(['dublin'])
  })

  it('matches anything else as part of the location, accents and case folded', () => {
    expect(matches('trale')).toEqual(['tralee'])
    expect(matches('co. galway')).toEqual(['galway', 'tuam'])
    expect(matches('TUAM, Co. Galway')).toEqual(['tuam'])
    expect(matches('nowhere')).toEqual([])
  })

  it('matches no shop when only punctuation was typed', () => {
    expect(matches('%')).toEqual([])
    expect(matches('_')).toEqual([])
  })
})

describe('the place table', () => {
  it('has every county on the island, each with its Irish name', () => {
    expect(COUNTIES).toHaveLength(32)
    for (const county of COUNTIES) expect(knownPlace(county.irish)?.counties.has(normalizePlace(county.name)), county.name).toBe(true)
  })

  it('has every town of the seed data with its routing key', () => {
    for (const seed of SEED_TOWNS) {
      const town = TOWNS.find((known) => known.name === seed.name)
      expect(town, seed.name).toBeDefined()
      expect(town?.county, seed.name).toBe(seed.county)
      expect(town?.routingKeys, seed.name).toContain(seed.eircode)
    }
  })
})
