import vine, { SimpleMessagesProvider, errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { CATALOGUE_SORTS, NEAR_DISTANCES_KM, SEARCH_TEXT_MAX_LENGTH } from '@shoplocal/shared/constants'
import { NEAR_MESSAGES } from '@shoplocal/shared/messages'
import { CATALOGUE_QUERY_MESSAGES } from '#messages/index'

/*
 * Query strings of the public catalogue. Every parameter is optional and an
 * empty one is ignored (the screens send blank filters as empty values).
 * Search text is capped at SEARCH_TEXT_MAX_LENGTH characters, the limit the
 * website also cuts to; page and limit are whole numbers (the services cap
 * the limit at 100).
 */
const text = () => vine.string().trim().maxLength(SEARCH_TEXT_MAX_LENGTH).optional()
const paging = {
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  limit: vine.number().withoutDecimals().min(1).optional(),
}

/*
 * "Near me": a place (near: a town, county, Eircode or routing key, or
 * "latitude,longitude") or a position (lat and lng), a distance filter and a
 * nearest-first sort. Whether `near` names a place we know is the service's
 * answer (a 422 on `near` too); checkNearness refuses the combinations.
 */
const nearness = {
  near: text(),
  lat: vine.number().min(-90).max(90).optional(),
  lng: vine.number().min(-180).max(180).optional(),
  withinKm: vine
    .number()
    .in([...NEAR_DISTANCES_KM])
    .optional(),
  sort: vine.enum(CATALOGUE_SORTS).optional(),
}
/** "Open now": 1 keeps the shops (and their products) open at this moment in Ireland, closures applied. */
const openNow = vine.boolean().optional()

const nearnessMessages = {
  'lat.number': NEAR_MESSAGES.latitude,
  'lat.min': NEAR_MESSAGES.latitude,
  'lat.max': NEAR_MESSAGES.latitude,
  'lng.number': NEAR_MESSAGES.longitude,
  'lng.min': NEAR_MESSAGES.longitude,
  'lng.max': NEAR_MESSAGES.longitude,
  'withinKm.number': NEAR_MESSAGES.withinKm,
  'withinKm.in': NEAR_MESSAGES.withinKm,
  'sort.enum': NEAR_MESSAGES.sort,
  'openNow.boolean': CATALOGUE_QUERY_MESSAGES.openNow,
}

export const shopSearchValidator = vine.create(
  vine.object({
    search: text(),
    location: text(),
    category: text(),
    // Accepted because older clients send it; the public list only ever holds approved shops.
    approved: vine.boolean().optional(),
    openNow,
    ...nearness,
    ...paging,
  }),
)
shopSearchValidator.messagesProvider = new SimpleMessagesProvider(nearnessMessages)
export type ShopSearchQuery = Infer<typeof shopSearchValidator>

export const productSearchValidator = vine.create(
  vine.object({
    shop: text(),
    product: text(),
    category: text(),
    location: text(),
    openNow,
    ...nearness,
    ...paging,
  }),
)
productSearchValidator.messagesProvider = new SimpleMessagesProvider(nearnessMessages)
export type ProductSearchQuery = Infer<typeof productSearchValidator>

export const productBrowseValidator = vine.create(
  vine.object({
    location: text(),
    openNow,
    ...nearness,
    ...paging,
  }),
)
productBrowseValidator.messagesProvider = new SimpleMessagesProvider(nearnessMessages)

export type NearQuery = Pick<ShopSearchQuery, 'near' | 'lat' | 'lng' | 'withinKm' | 'sort'>

/** The combinations the fields alone cannot refuse: half a position, a place given twice, a distance from nowhere. */
export function checkNearness<T extends NearQuery>(query: T): T {
  const fail = (field: string, message: string): never => {
    throw new errors.E_VALIDATION_ERROR([{ field, message, rule: 'nearness' }])
  }
  if ((query.lat === undefined) !== (query.lng === undefined)) fail(query.lat === undefined ? 'lat' : 'lng', NEAR_MESSAGES.positionHalf)
  const position = query.lat !== undefined
  if (position && query.near) fail('near', NEAR_MESSAGES.placeOrPosition)
  const place = position || Boolean(query.near)
  if (!place && query.sort === 'nearest') fail('sort', NEAR_MESSAGES.nearestNeedsPlace)
  if (!place && query.withinKm !== undefined) fail('withinKm', NEAR_MESSAGES.withinNeedsPlace)
  return query
}

/**
 * The query string of a request URL, without the empty parameters the
 * screens send for blank filters. Read here rather than through request.qs(): the framework's
 * parser splits values at commas, and towns are written "Galway, Co. Galway".
 * A repeated parameter stays a list, which the validators refuse.
 */
export function catalogueQuery(url: string): Record<string, string | string[]> {
  const params = new URL(url, 'http://localhost').searchParams
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value.trim() !== '')
    if (values.length > 0) query[key] = values.length === 1 ? values[0] : values
  }
  return query
}

/** Route ids: digits only, so "abc" or "1.5" never reach a query and are a plain 404. */
/**
 * Page views the website reports for its shared copies, each with the X-Forwarded-For chain the website would
 * have sent for the page (ending with the address it saw), browser and referrer; long headers are cut to their
 * columns when kept.
 */
export const reportedVisitsValidator = vine.create({
  visits: vine
    .array(
      vine.object({
        shopId: vine.number().withoutDecimals().min(1),
        forwardedFor: vine.string().maxLength(1000),
        userAgent: vine.string().maxLength(4096).optional(),
        referrer: vine.string().maxLength(4096).optional(),
      }),
    )
    .maxLength(1000),
})

export const idMatcher = { match: /^[0-9]{1,10}$/, cast: (value: string) => Number(value) }

/** ?latitude&longitude of "Use my location": any point on Earth; the service decides whether a town is near. */
export const positionValidator = vine.create({
  latitude: vine.number().min(-90).max(90),
  longitude: vine.number().min(-180).max(180),
})
