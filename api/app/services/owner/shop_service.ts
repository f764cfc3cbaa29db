import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { notifyAdmins } from '#services/notifications/admin_notices'
import { FREE_TRIAL_DAYS, PLANS } from '@shoplocal/shared/constants'
import Shop from '#models/shop'
import type { SignedInActor } from '#services/actor'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { ownerErrors } from '#services/owner/owner_errors'
import { deleteUnusedImages } from '#services/uploads/image_cleanup'
import { cancelShopInvoices, releaseShopInvoices } from '#services/billing/shop_invoices'
import type { ShopInput } from '#validators/owner'

const FREE_TRIAL_PLAN = 'free_trial'

/** The trial's product limit comes from the plan table everyone else reads (payment_plans is seeded from it). */
function freeTrialLimit(): number {
  const plan = PLANS.find((row) => row.name === FREE_TRIAL_PLAN)
  if (!plan) throw new Error('The free trial plan is missing from PLANS')
  return plan.maxProducts
}

/** Blank optional fields are stored as null, so the shop page shows nothing rather than an empty line. */
function shopColumns(input: ShopInput) {
  return {
    name: input.name,
    description: input.description || null,
    location: input.location,
    address: input.address || null,
    phone: input.phone || null,
    email: input.email || null,
    website: input.website || null,
    categoryId: input.categoryId ?? null,
    // Closed days are kept (opens and closes null) so the shop page can say the shop is closed that day.
    openingHours: input.openingHours && input.openingHours.length > 0 ? input.openingHours : null,
  }
}

/**
 * POST /api/shops: a new shop waits for review (pending, not public) and
 * starts its free trial now, with the trial's product limit.
 */
export async function createShop(actor: SignedInActor, input: ShopInput): Promise<Shop> {
  const now = DateTime.utc()
  const trialEnd = now.plus({ days: FREE_TRIAL_DAYS })
  return db.transaction(async (trx) => {
    const shop = await Shop.create(
      {
        ...shopColumns(input),
        ownerId: actor.user.id,
        status: 'pending',
        isApproved: false,
        isActive: true,
        currentPlan: FREE_TRIAL_PLAN,
        maxProducts: freeTrialLimit(),
        freeTrialStartDate: now,
        freeTrialEndDate: trialEnd,
        planStartDate: now,
        planEndDate: trialEnd,
        nextPaymentDue: trialEnd,
      },
      { client: trx },
    )
    await recordCatalogueChange({ shopIds: [shop.id] }, trx)
    await notifyAdmins(trx, 'admin_shop_pending', `shop:${shop.id}:pending`, { shopId: shop.id, shopName: shop.name })
    return shop
  })
}

/** PUT /api/shops/{id}: the shop form again; the shop keeps its status, plan and counts. */
export async function updateShop(shop: Shop, input: ShopInput): Promise<Shop> {
  await db.transaction(async (trx) => {
    shop.useTransaction(trx)
    shop.merge(shopColumns(input))
    await shop.save()
    await recordCatalogueChange({ shopIds: [shop.id] }, trx)
  })
  return shop
}

/**
 * POST /api/shops/{id}/resubmit: a rejected shop, edited, goes back to the review queue (pending, the old
 * reason cleared); any other shop is refused, so an approved shop cannot be pulled out of the catalogue this way.
 */
export async function resubmitShop(shop: Shop, input: ShopInput): Promise<Shop> {
  if (shop.status !== 'rejected') throw ownerErrors.shopNotRejected()
  await db.transaction(async (trx) => {
    shop.useTransaction(trx)
    shop.merge({ ...shopColumns(input), status: 'pending', isApproved: false, rejectionReason: null })
    await shop.save()
    await releaseShopInvoices(trx, shop.id)
    await recordCatalogueChange({ shopIds: [shop.id] }, trx)
  })
  return shop
}

/** DELETE /api/shops/{id}: the shop, its products and everything hanging off them, then the pictures only it showed. */
export async function deleteShop(shop: Shop): Promise<void> {
  const products: { id: number; image_url: string | null }[] = await db.from('products').where('shop_id', shop.id).select('id', 'image_url')
  await db.transaction(async (trx) => {
    // The owner deleted it themselves: nothing to tell them, but what it left unpaid is owed no more.
    await cancelShopInvoices(trx, shop)
    shop.useTransaction(trx)
    await shop.delete()
    await recordCatalogueChange({ shopIds: [shop.id], productIds: products.map((product) => Number(product.id)) }, trx)
  })
  await deleteUnusedImages(shop.ownerId, [shop.profileImageUrl, ...products.map((product) => product.image_url)])
}

/** PUT /api/shops/{id}/profile-image; the picture it replaces is removed from storage when nothing else shows it. */
export async function setProfileImage(shop: Shop, profileImageUrl: string): Promise<Shop> {
  const previous = shop.profileImageUrl
  await db.transaction(async (trx) => {
    shop.useTransaction(trx)
    shop.profileImageUrl = profileImageUrl
    await shop.save()
    await recordCatalogueChange({ shopIds: [shop.id] }, trx)
  })
  if (previous !== profileImageUrl) await deleteUnusedImages(shop.ownerId, [previous])
  return shop
}
