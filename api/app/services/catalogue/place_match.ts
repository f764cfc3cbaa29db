/*
 * The location filter: what a visitor typed in the location box, matched
 * against a shop's location text ("Tralee, Co. Kerry"). A known place is
 * understood whichever way it is written: a town or county in English or
 * Irish ("Gaillimh", "Baile Átha Cliath"), a variant ("Londonderry",
 * "Co. Cork", "County Cork") or an Eircode or its routing key ("V92", "H91 X2Y3").
 * A county finds the shops of every town in it. Anything else matches as a
 * part of the location text, accents and case folded.
 */
import { foldText } from '#helpers/text_folding'
import { COUNTIES, TOWNS } from '#services/catalogue/irish_places'

/** A shop's location, read once when the shop is indexed. */
export interface ShopPlace {
  /** The whole location, normalized: "tralee co kerry". */
  text: string
  town: string | null
  county: string | null
}

/** Letters and digits only, folded, single-spaced. */
export function normalizePlace(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const COUNTY_WORD = /^(?:co|county|contae)\s+/

function withoutCountyWord(place: string): string {
  return place.replace(COUNTY_WORD, '')
}

interface Known {
  towns: Set<string>
  counties: Set<string>
}

const countyOfTown = new Map(TOWNS.map((town) => [normalizePlace(town.name), normalizePlace(town.county)]))
const townsByRoutingKey = new Map<string, Set<string>>()
const aliases = new Map<string, Known>()

function alias(name: string): Known {
  const key = withoutCountyWord(normalizePlace(name))
  let known = aliases.get(key)
  if (!known) aliases.set(key, (known = { towns: new Set(), counties: new Set() }))
  return known
}

for (const county of COUNTIES) {
  for (const name of [county.name, county.irish, ...(county.variants ?? [])]) alias(name).counties.add(normalizePlace(county.name))
}
for (const town of TOWNS) {
  const name = normalizePlace(town.name)
  for (const written of [town.name, town.irish, ...(town.variants ?? [])]) alias(written).towns.add(name)
  for (const key of town.routingKeys ?? []) {
    const towns = townsByRoutingKey.get(key.toLowerCase()) ?? new Set()
    townsByRoutingKey.set(key.toLowerCase(), towns.add(name))
  }
}

/** Reads "Tralee, Co. Kerry" (or just "Tralee") into its town and county. */
export function shopPlace(location: string): ShopPlace {
  const [first = '', ...rest] = location.split(',')
  const town = normalizePlace(first)
  const countyPart = rest.map(normalizePlace).find((part) => COUNTY_WORD.test(part))
  const county = countyPart ? withoutCountyWord(countyPart) : (countyOfTown.get(town) ?? null)
  return { text: normalizePlace(location), town: town || null, county }
}

const EIRCODE = /^([a-z]\d[\dw])(?:\s?[a-z\d]{4})?$/

/** The places an input names, or null when it is not a place the table knows. */
export function knownPlace(input: string): Known | null {
  const place = normalizePlace(input)
  const eircode = EIRCODE.exec(place)
  if (eircode) {
    const towns = townsByRoutingKey.get(eircode[1])
    return towns ? { towns, counties: new Set() } : null
  }
  return aliases.get(withoutCountyWord(place)) ?? null
}

/** A test for shop places, built once per typed location. */
export function placeMatcher(input: string): (place: ShopPlace) => boolean {
  const known = knownPlace(input)
  if (known) {
    return (place) => (place.town !== null && known.towns.has(place.town)) || (place.county !== null && known.counties.has(place.county))
  }
  const needle = normalizePlace(input)
  // Only punctuation was typed: as a literal part of a location it matches no shop.
  if (!needle) return () => false
  return (place) => place.text.includes(needle)
}
