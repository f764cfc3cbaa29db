/*
 * The location filter: what a visitor typed in the location box, matched
 * against a shop's location text ("Tralee, Co. Kerry"). A known place is
 * understood whichever way it is written: a town or county in English or
 * Irish ("Gaillimh", "Baile Átha Cliath"), a variant ("Londonderry",
 * "Co. Cork", "County Cork") or an Eircode or its routing key ("V92", "H91 X2Y3").
 * A county finds the shops of every town in it. Anything else matches as a
 * part of the location text, accents and case folded.
 */
import { foldText } from '@shoplocal/shared/rules'
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

/** The county a part of a location names ("Co. Kerry", "County Kerry", "Kerry", "Ciarraí"), if any. */
function countyOf(part: string): string | null {
  const named = aliases.get(withoutCountyWord(part))?.counties
  return named?.size === 1 ? [...named][0] : null
}

/** The town a part of a location names in any of its spellings ("Trá Lí" → "tralee"), if any. */
function townOf(part: string): string | null {
  const named = aliases.get(part)?.towns
  return named?.size === 1 && !COUNTY_WORD.test(part) ? [...named][0] : null
}

/*
 * Reads "Tralee, Co. Kerry" (or "Tralee", "Main Street, Trá Lí", "Dingle,
 * Kerry", "Co. Kerry") into its town and county: the town is the first part
 * that names a known town (after the first, one that is not also a county's
 * name), else the first part as written (unless it only names a county); the
 * county is a later part that names one, with or without "Co.", else the
 * first part's when it names only a county, else the known town's.
 */
export function shopPlace(location: string): ShopPlace {
  const parts = location.split(',').map(normalizePlace).filter(Boolean)
  const first = parts[0] ?? ''
  const named = parts.map(countyOf)
  // After the first part, a name that is a county too ("Ballydehob, Cork") is read as the county.
  const knownTown = parts.map((part, at) => (at > 0 && named[at] !== null ? null : townOf(part))).find((town) => town !== null) ?? null
  const onlyCounty = knownTown === null && named[0] !== null
  const town = knownTown ?? (onlyCounty ? null : first || null)
  // A later part's county first: "Cork, Co. Cork" and "Kerry Pike, Co. Cork" name the county after the town.
  const county = named.slice(1).find((name) => name !== null) ?? (onlyCounty ? named[0] : null) ?? countyOfTown.get(town ?? '') ?? null
  return { text: normalizePlace(location), town, county }
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
