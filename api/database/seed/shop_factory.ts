import { PLANS } from '@shoplocal/shared/constants'
import { foldText } from '@shoplocal/shared/rules'
import type { ShopStatus } from '@shoplocal/shared/types'
import { toSqlDateTime } from '#helpers/sql_values'
import { CATEGORIES, OPENING_HOURS, type CategorySeed } from '#database/data/catalogue'
import { FIRST_NAMES, SURNAMES } from '#database/data/people'
import { TOWNS, townLocation, type Town } from '#database/data/towns'
import type { SeededRandom } from '#database/seed/random_source'
import { productImageUrl, shopImageUrl } from '#database/seed/images'
import type { Row } from '#database/seed/writer'

const DAY = 24 * 60 * 60 * 1000
const PAID_PLANS = PLANS.filter((plan) => plan.name !== 'spotlight')

export interface ShopDraft {
  row: Row
  id: number
  category: CategorySeed
  categoryId: number
  town: Town
  status: ShopStatus
}

function slugify(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, '')
}

function shopName(category: CategorySeed, template: number, town: Town, rng: SeededRandom): string {
  return category.shopNames[template % category.shopNames.length]
    .replace('{surname}', rng.pick(SURNAMES))
    .replace('{first}', rng.pick(FIRST_NAMES))
    .replace('{town}', town.name)
}

function phoneFor(town: Town, rng: SeededRandom): string {
  return `${town.areaCode} ${rng.int(200, 989)} ${rng.int(1000, 9999)}`
}

function eircode(town: Town, rng: SeededRandom): string {
  const letters = 'ACDEFHKNPRTVWXY'
  const tail = Array.from({ length: 4 }, (_, index) =>
    index === 0 ? letters[rng.int(0, letters.length - 1)] : String(rng.int(0, 9)),
  ).join('')
  return `${town.eircode} ${tail}`
}

/**
 * One shop row. Shop i takes category i mod 8 and town i mod 15, so every
 * category and town is covered however many shops are made.
 */
export function buildShop(options: {
  id: number
  index: number
  ownerId: number
  status: ShopStatus
  categoryIds: Map<string, number>
  rng: SeededRandom
  now: Date
}): ShopDraft {
  const { id, index, ownerId, status, categoryIds, rng, now } = options
  const category = CATEGORIES[index % CATEGORIES.length]
  const town = TOWNS[index % TOWNS.length]
  const name = shopName(category, Math.floor(index / CATEGORIES.length), town, rng)
  const street = rng.pick(town.streets)
  const domain = `${slugify(name)}.ie`
  const createdAt = new Date(now.getTime() - rng.int(20, 540) * DAY)
  const plan = PAID_PLANS[index % PAID_PLANS.length]
  const planStart = new Date(now.getTime() - rng.int(1, plan.duration - 1) * DAY)
  const planEnd = new Date(planStart.getTime() + plan.duration * DAY)
  const approved = status === 'approved'
  // Approved two days after sign-up, except every tenth shop: approved within the last 30 days, so the New Shop Bonus shows in the demo.
  const reviewedAt = createdAt.getTime() + (index % 10 === 0 ? Math.max(DAY, now.getTime() - 30 * DAY - createdAt.getTime()) : 2 * DAY)
  const approvedAt = new Date(Math.min(now.getTime() - DAY, reviewedAt))

  return {
    id,
    category,
    categoryId: categoryIds.get(category.slug)!,
    town,
    status,
    row: {
      id,
      owner_id: ownerId,
      name,
      description: `${category.shopBlurb} Find us on ${street} in ${town.name}.`,
      location: townLocation(town),
      address: `${rng.int(1, 120)} ${street}, ${town.name}, Co. ${town.county}, ${eircode(town, rng)}`,
      phone: phoneFor(town, rng),
      email: `hello@${domain}`,
      website: `https://www.${domain}`,
      category_id: categoryIds.get(category.slug)!,
      status,
      is_approved: approved,
      approved_at: approved ? toSqlDateTime(approvedAt) : null,
      is_active: true,
      view_count: 0,
      rating: 0,
      review_count: 0,
      profile_image_url: shopImageUrl(category.slug),
      opening_hours: JSON.stringify(OPENING_HOURS),
      rejection_reason: status === 'rejected' ? 'Shop details could not be verified. Please add a full address.' : null,
      payment_status: approved ? (plan.price === 0 ? 'pending' : 'paid') : 'pending',
      current_plan: plan.name,
      plan_start_date: approved ? toSqlDateTime(planStart) : null,
      plan_end_date: approved ? toSqlDateTime(planEnd) : null,
      last_payment_date: approved && plan.price > 0 ? toSqlDateTime(planStart) : null,
      next_payment_due: approved ? toSqlDateTime(planEnd) : null,
      registration_fee_paid: approved,
      free_trial_start_date: toSqlDateTime(createdAt),
      free_trial_end_date: toSqlDateTime(new Date(createdAt.getTime() + 30 * DAY)),
      max_products: plan.maxProducts,
      created_at: toSqlDateTime(createdAt),
      updated_at: toSqlDateTime(createdAt),
    },
  }
}

/** Prices look like shop prices: whole euro, .50 or .99. */
function shopPrice(min: number, max: number, rng: SeededRandom): number {
  const euro = rng.int(min, max)
  const cents = rng.pick([0, 0, 0.5, 0.99])
  return cents === 0.99 ? Math.max(euro - 1, 0) + cents : euro + cents
}

export interface ProductDraft {
  row: Row
  /** Its `product_prices` rows, oldest first. */
  prices: Row[]
  id: number
  shopId: number
  templateIndex: number
}

export function buildProducts(options: {
  shop: ShopDraft
  count: number
  nextId: () => number
  rng: SeededRandom
  now: Date
}): ProductDraft[] {
  const { shop, count, nextId, rng, now } = options
  const templates = shop.category.products
  const offset = shop.id % templates.length
  return Array.from({ length: count }, (_, position) => {
    const templateIndex = (offset + position) % templates.length
    const template = templates[templateIndex]
    const id = nextId()
    const price = shopPrice(template.min, template.max, rng)
    const listedDaysAgo = rng.int(1, 300)
    const createdAt = toSqlDateTime(new Date(now.getTime() - listedDaysAgo * DAY))
    // Some products are on a genuine reduction: listed a quarter dearer, cut a few days ago (the cut's day comes
    // from the id, so the seed's other random draws stay as they were).
    const cutDaysAgo = 1 + (id % 20)
    const reduced = rng.chance(0.15) && listedDaysAgo > cutDaysAgo
    const cutAt = toSqlDateTime(new Date(now.getTime() - cutDaysAgo * DAY))
    const listedPrice = reduced ? Math.round(price * 1.25) : price
    // Every product counts its stock, so the demo can reserve at once: most shops keep a few to a couple of dozen,
    // some only one or two, and the out-of-stock ones none. Drawn from the id, so the seed's other draws stay put.
    const isActive = rng.chance(0.97)
    const inStock = rng.chance(0.9)
    const stock = inStock ? 1 + ((id * 7) % 24) : 0
    // Past the first lap of templates a shop sells variants of the same item.
    const lap = Math.floor(position / templates.length)
    return {
      id,
      shopId: shop.id,
      templateIndex,
      row: {
        id,
        shop_id: shop.id,
        name: lap === 0 ? template.name : `${template.name} (${['Deluxe', 'Family', 'Gift', 'Value'][lap % 4]})`,
        description: template.description,
        price,
        prior_price: reduced ? listedPrice : null,
        reduced_since: reduced ? cutAt : null,
        image_url: productImageUrl(shop.category.slug, templateIndex),
        rating: 0,
        review_count: 0,
        is_active: isActive,
        in_stock: inStock,
        stock,
        created_at: createdAt,
        updated_at: createdAt,
      },
      prices: [
        { product_id: id, price: listedPrice, starts_at: createdAt },
        ...(reduced ? [{ product_id: id, price, starts_at: cutAt }] : []),
      ],
    }
  })
}
