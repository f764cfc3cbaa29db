import type { Category } from '@shoplocal/shared/types'
import { describeError } from '../../lib/describe-error.ts'

/** The first paint must not wait long on a slow API; the page renders with a notice instead. */
const CATEGORIES_TIMEOUT_MS = 5000

export type CategoriesResult = { ok: true; categories: Category[] } | { ok: false }

/** Keeps the well-formed entries of GET /api/categories; anything else means the API broke its contract. */
export function parseCategories(json: unknown): Category[] {
  if (!Array.isArray(json)) throw new Error('GET /api/categories did not return an array')
  return json.filter(isCategory).map((item) => ({
    id: item.id,
    name: item.name,
    slug: item.slug,
    icon: typeof item.icon === 'string' && item.icon !== '' ? item.icon : null,
    description: typeof item.description === 'string' && item.description !== '' ? item.description : null,
  }))
}

function isCategory(value: unknown): value is Category {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.id === 'number' && typeof record.name === 'string' && typeof record.slug === 'string'
}

/** Server-side read for the home page; failures are logged here and shown as a notice by the page. */
export async function loadCategories(apiBase: string): Promise<CategoriesResult> {
  try {
    const response = await fetch(`${apiBase}/api/categories`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CATEGORIES_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`GET /api/categories answered ${response.status}`)
    return { ok: true, categories: parseCategories(await response.json()) }
  } catch (error) {
    console.error(`[home] categories unavailable: ${describeError(error)}`)
    return { ok: false }
  }
}

/** Category tiles open the product list filtered by the category (spec 1 §2). */
export function categoryHref(slug: string): string {
  return `/browse-products?category=${encodeURIComponent(slug)}`
}
