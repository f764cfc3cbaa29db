import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ShopStatus } from '@shoplocal/shared/types'
import { accountsAndPeople } from '#database/seed/people_seed'
import { seedReferenceData } from '#database/seed/reference_data'
import { buildProducts, buildShop, type ProductDraft, type ShopDraft } from '#database/seed/shop_factory'
import { seedConversations, seedReviews, seedVisits } from '#database/seed/activity'
import { seedAdminLogs, seedPayments, seedSpotlights } from '#database/seed/commerce'
import { SeededRandom } from '#database/seed/random_source'
import { IdSequence, insertRows } from '#database/seed/writer'
import { seedTraders } from '#database/seed/traders'
import { DEMO_ACCOUNTS } from '#database/seed/demo_accounts'

/** The demo dataset's size: 48 approved shops, 6 pending, 4 rejected. */
const DEMO_SHOPS = { approved: 48, pending: 6, rejected: 4 } as const

function statusOf(index: number): ShopStatus {
  if (index < DEMO_SHOPS.approved) return 'approved'
  if (index < DEMO_SHOPS.approved + DEMO_SHOPS.pending) return 'pending'
  return 'rejected'
}

/*
 * Which demo shops belong to the two demo owners: the first owner has three
 * approved shops and one pending, the second two approved and one rejected.
 */
const OWNER1_SHOPS = new Set([0, 1, 2, DEMO_SHOPS.approved])
const OWNER2_SHOPS = new Set([3, 4, DEMO_SHOPS.approved + DEMO_SHOPS.pending])

export async function seedDemo(trx: TransactionClientContract, now: Date) {
  const rng = new SeededRandom(20261121)
  const { categoryIds, planIds } = await seedReferenceData(trx, now)
  const people = await accountsAndPeople(trx, rng, now)

  const shopIds = await IdSequence.after(trx, 'shops')
  const productIds = await IdSequence.after(trx, 'products')
  const total = DEMO_SHOPS.approved + DEMO_SHOPS.pending + DEMO_SHOPS.rejected
  const shops: ShopDraft[] = []
  const products: ProductDraft[] = []
  for (let index = 0; index < total; index++) {
    const ownerId = OWNER1_SHOPS.has(index)
      ? people.owner1Id
      : OWNER2_SHOPS.has(index)
        ? people.owner2Id
        : Number(people.owners[index % people.owners.length].id)
    const shop = buildShop({ id: shopIds.take(), index, ownerId, status: statusOf(index), categoryIds, rng, now })
    shops.push(shop)
    products.push(...buildProducts({ shop, count: 6 + (index % 3), nextId: () => productIds.take(), rng, now }))
  }
  await insertRows(
    trx,
    'shops',
    shops.map((shop) => shop.row),
  )
  await insertRows(
    trx,
    'products',
    products.map((product) => product.row),
  )
  await insertRows(
    trx,
    'product_prices',
    products.flatMap((product) => product.prices),
  )

  const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!
  const traders = await seedTraders(trx, shops, { id: people.adminId, name: `${admin.firstName} ${admin.lastName}` }, now)

  const approvedShopIds = new Set(shops.filter((shop) => shop.status === 'approved').map((shop) => shop.id))
  const owner1ShopIds = new Set(shops.filter((shop) => shop.row.owner_id === people.owner1Id).map((shop) => shop.id))
  const reviews = await seedReviews(trx, shops, products, people.customers, rng, now)
  const visits = await seedVisits(trx, shops, people.customers, rng, now)
  await seedConversations(trx, {
    customers: people.customers,
    demoCustomerId: people.customerId,
    demoOwnerId: people.owner1Id,
    demoShopId: shops[0].id,
    products,
    approvedShopIds,
    rng,
    now,
  })
  const spotlights = await seedSpotlights(trx, {
    shops,
    products,
    adminId: people.adminId,
    demoOwnerShopIds: owner1ShopIds,
    now,
  })
  const payments = await seedPayments(trx, { shops, planIds, adminId: people.adminId, rng, now })
  await seedAdminLogs(trx, { shops, adminId: people.adminId, now })

  return { shops: shops.length, products: products.length, traders, reviews, visits, spotlights, ...payments }
}
