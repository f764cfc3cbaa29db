import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { SEARCH_TEXT_MAX_LENGTH } from '@shoplocal/shared/constants'

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

export const shopSearchValidator = vine.create(
  vine.object({
    search: text(),
    location: text(),
    category: text(),
    // Accepted because older clients send it; the public list only ever holds approved shops.
    approved: vine.boolean().optional(),
    ...paging,
  }),
)
export type ShopSearchQuery = Infer<typeof shopSearchValidator>

export const productSearchValidator = vine.create(
  vine.object({
    shop: text(),
    product: text(),
    category: text(),
    location: text(),
    ...paging,
  }),
)
export type ProductSearchQuery = Infer<typeof productSearchValidator>

export const productBrowseValidator = vine.create(
  vine.object({
    location: text(),
    ...paging,
  }),
)

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
export const idMatcher = { match: /^[0-9]{1,10}$/, cast: (value: string) => Number(value) }

/** ?latitude&longitude of "Use my location": any point on Earth; the service decides whether a town is near. */
export const positionValidator = vine.create({
  latitude: vine.number().min(-90).max(90),
  longitude: vine.number().min(-180).max(180),
})
