import { COUNTIES } from '#services/catalogue/irish_places'
import { normalizePlace, shopPlace } from '#services/catalogue/place_match'

const COUNTY_NAMES = new Map(COUNTIES.map((county) => [normalizePlace(county.name), county.name]))

/**
 * The town and county of a shop's location as an admin reads them before a decision: "Tralee, Co. Kerry"
 * gives Tralee and Kerry, a known town alone ("Galway") its county too; an unknown county is left out.
 */
export function shopPlaceNames(location: string): { town: string | null; county: string | null } {
  const town = location.split(',')[0]?.trim() || null
  const county = shopPlace(location).county
  return { town, county: county === null ? null : (COUNTY_NAMES.get(county) ?? null) }
}
