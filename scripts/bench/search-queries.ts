/*
 * The distinct catalogue searches the search benchmarks send, drawn from the
 * seeded data of a MySQL benchmark database: product words and two-word names,
 * shop words, towns, counties, Irish names, Eircode routing keys and category
 * slugs, pages 1-5. Deterministic (a seeded generator), so every run sends the
 * same queries; each carries the name of its shape for per-shape figures.
 */
import mysql from 'mysql2/promise'

/** Enough distinct queries that none repeats within one run even at several thousand requests a second. */
const QUERIES_PER_WORKLOAD = 30_000
const ROUTING_KEYS = ['V92', 'H91', 'T12', 'D02', 'V94', 'X91', 'F91', 'N37', 'A92', 'Y35']
const IRISH = [
  'Gaillimh',
  'Corcaigh',
  'Baile Átha Cliath',
  'Luimneach',
  'Port Láirge',
  'Sligeach',
  'Trá Lí',
  'Cill Airne',
  'Inis',
  'Loch Garman',
]

export interface BenchQuery {
  shape: string
  /** The query string, without the path. */
  query: string
}

/** A small deterministic generator (mulberry32), so every run draws the same queries. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32
  }
  return {
    pick: <T>(items: T[]): T => items[Math.floor(next() * items.length)],
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  }
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? []

export async function seededVocabulary(database: string) {
  const connection = await mysql.createConnection({ host: '127.0.0.1', user: 'root', database })
  const [productRows] = await connection.query('SELECT DISTINCT name FROM products')
  const [shopRows] = await connection.query("SELECT name, location FROM shops WHERE status = 'approved' ORDER BY id LIMIT 3000")
  const [categoryRows] = await connection.query('SELECT slug FROM categories')
  await connection.end()
  const productNames = (productRows as { name: string }[]).map((row) => row.name)
  const shops = shopRows as { name: string; location: string }[]
  const towns = [...new Set(shops.map((shop) => shop.location.split(',')[0]))]
  const counties = [
    ...new Set(shops.map((shop) => shop.location.split(',')[1]?.trim()).filter((county): county is string => Boolean(county))),
  ]
  return {
    productWords: [...new Set(productNames.flatMap(wordsOf))].filter((word) => word.length >= 4),
    productPairs: productNames
      .map(wordsOf)
      .filter((words) => words.length >= 2)
      .map((words) => `${words[0]} ${words[1]}`),
    shopWords: [...new Set(shops.flatMap((shop) => wordsOf(shop.name)))].filter((word) => word.length >= 4),
    places: [...towns, ...counties, ...IRISH, ...ROUTING_KEYS],
    categories: (categoryRows as { slug: string }[]).map((row) => row.slug),
  }
}

export type Vocabulary = Awaited<ReturnType<typeof seededVocabulary>>
type Shapes = Record<string, () => Record<string, string | number>>

/** Distinct queries drawn from the shapes (one picked at random each time), in the order drawn. */
function distinctQueries(seed: number, shapes: Shapes, count = QUERIES_PER_WORKLOAD): BenchQuery[] {
  const rng = random(seed)
  const names = Object.keys(shapes)
  const seen = new Map<string, string>()
  for (let attempt = 0; seen.size < count && attempt < count * 20; attempt++) {
    const shape = rng.pick(names)
    const params = new URLSearchParams(Object.entries(shapes[shape]()).map(([key, value]) => [key, String(value)]))
    if (!seen.has(params.toString())) seen.set(params.toString(), shape)
  }
  return [...seen].map(([query, shape]) => ({ shape, query }))
}

export function productQueries(vocabulary: Vocabulary): BenchQuery[] {
  const rng = random(13)
  const page = () => rng.int(1, 5)
  return distinctQueries(17, {
    word: () => ({ product: rng.pick(vocabulary.productWords), page: page() }),
    'two words': () => ({ product: rng.pick(vocabulary.productPairs), page: page() }),
    'word + place': () => ({ product: rng.pick(vocabulary.productWords), location: rng.pick(vocabulary.places), page: page() }),
    'two words + place': () => ({ product: rng.pick(vocabulary.productPairs), location: rng.pick(vocabulary.places), page: page() }),
    'word + category': () => ({ product: rng.pick(vocabulary.productWords), category: rng.pick(vocabulary.categories), page: page() }),
    'shop word + word': () => ({ shop: rng.pick(vocabulary.shopWords), product: rng.pick(vocabulary.productWords) }),
    'category + place': () => ({ category: rng.pick(vocabulary.categories), location: rng.pick(vocabulary.places), page: page() }),
    place: () => ({ location: rng.pick(vocabulary.places), page: page() }),
  })
}

export function shopQueries(vocabulary: Vocabulary): BenchQuery[] {
  const rng = random(29)
  const page = () => rng.int(1, 5)
  return distinctQueries(31, {
    word: () => ({ search: rng.pick(vocabulary.shopWords), page: page() }),
    'word + place': () => ({ search: rng.pick(vocabulary.shopWords), location: rng.pick(vocabulary.places), page: page() }),
    'product word + category': () => ({
      search: rng.pick(vocabulary.productWords),
      category: rng.pick(vocabulary.categories),
      page: page(),
    }),
    'word + category + place': () => ({
      search: rng.pick(vocabulary.shopWords),
      category: rng.pick(vocabulary.categories),
      location: rng.pick(vocabulary.places),
    }),
    'place + category': () => ({ location: rng.pick(vocabulary.places), category: rng.pick(vocabulary.categories), page: page() }),
    place: () => ({ location: rng.pick(vocabulary.places), page: page() }),
  })
}

/*
 * "Nearest" searches, shops and products, from a town (the website's near=
 * parameter), with and without a distance limit. The parameter names are the
 * website's (sort=nearest, near, withinKm): a run before they exist measures
 * plain searches, which the run's errors column and totals make visible.
 */
export function nearestQueries(vocabulary: Vocabulary): BenchQuery[] {
  const rng = random(41)
  const towns = vocabulary.places.filter((place) => !/\d/.test(place))
  const near = () => ({ sort: 'nearest', near: rng.pick(towns) })
  return distinctQueries(43, {
    'shops nearest': () => ({ path: 'shops', search: rng.pick(vocabulary.shopWords), ...near(), page: rng.int(1, 3) }),
    'shops within': () => ({ path: 'shops', ...near(), withinKm: rng.pick([5, 10, 25, 50]), page: rng.int(1, 3) }),
    'products nearest': () => ({ path: 'products', product: rng.pick(vocabulary.productWords), ...near(), page: rng.int(1, 3) }),
    'products within': () => ({
      path: 'products',
      product: rng.pick(vocabulary.productWords),
      ...near(),
      withinKm: rng.pick([10, 25, 50]),
    }),
  })
}

/** Distinct admin users searches: name and e-mail prefixes of 3-6 letters, every role, status, sort and direction, pages 1-5. */
export async function userQueries(database: string, count: number): Promise<string[]> {
  const connection = await mysql.createConnection({ host: '127.0.0.1', user: 'root', database })
  const [rows] = await connection.query('SELECT first_name, last_name, email FROM users WHERE email IS NOT NULL ORDER BY id LIMIT 5000')
  await connection.end()
  const words = [
    ...new Set(
      (rows as { first_name: string; last_name: string; email: string }[]).flatMap((row) => [
        row.first_name,
        row.last_name,
        row.email.split('@')[0],
      ]),
    ),
  ].filter((word) => word?.length >= 3)
  const rng = random(7)
  const queries = distinctQueries(
    11,
    {
      search: () => ({
        search: rng.pick(words).slice(0, rng.int(3, 6)),
        role: rng.pick(['all', 'customer', 'shop_owner']),
        status: rng.pick(['all', 'active']),
        sortBy: rng.pick(['createdAt', 'firstName', 'lastName', 'email', 'role']),
        sortOrder: rng.pick(['asc', 'desc']),
        page: rng.int(1, 5),
        limit: 20,
      }),
    },
    count,
  )
  return queries.map(({ query }) => `/api/admin/users?${query}`)
}
