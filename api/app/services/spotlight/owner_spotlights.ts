/*
 * The owner's side of spotlights: submitting a request for one of their
 * products and listing their requests. The price is computed here from the
 * months (spotlightTotal), never taken from the client; the request is then
 * paid through the billing checkout and reviewed by admin staff.
 */
import db from '@adonisjs/lucid/services/db'
import { notifyAdmins } from '#services/notifications/admin_notices'
import { SPOTLIGHT_IMAGES, SPOTLIGHT_MONTHLY_FEE } from '@shoplocal/shared/constants'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { spotlightTotal } from '@shoplocal/shared/rules'
import type { SpotlightStatus } from '@shoplocal/shared/types'
import Product from '#models/product'
import SpotlightRequest from '#models/spotlight_request'
import type { SignedInActor } from '#services/actor'
import { spotlightErrors } from '#services/spotlight/spotlight_errors'
import type { SubmitSpotlightInput } from '#validators/spotlight'

/** A product with a request in one of these states is not offered, nor accepted, for a new one. */
const OPEN_SPOTLIGHT_STATUSES: SpotlightStatus[] = ['pending', 'approved']

/**
 * The request's pictures: the product's own photo first when the owner chose it, then those they uploaded; at
 * least SPOTLIGHT_IMAGES.min and at most .max of them (422 on the field to fix).
 */
function spotlightImages(product: Product, input: SubmitSpotlightInput): string[] {
  if (input.useProductPhoto && !product.imageUrl) throw spotlightErrors.imagesProblem('useProductPhoto', M.spotlightNoProductPhoto)
  const images = [...(input.useProductPhoto && product.imageUrl ? [product.imageUrl] : []), ...(input.images ?? [])]
  if (images.length < SPOTLIGHT_IMAGES.min) throw spotlightErrors.imagesProblem('images', M.spotlightImagesMissing)
  if (images.length > SPOTLIGHT_IMAGES.max) throw spotlightErrors.imagesProblem('images', M.spotlightTooManyImages)
  return images
}

/**
 * Creates a pending, unpaid request. The product row is locked first, so two
 * submissions for one product at once cannot both pass the "already
 * requested" check.
 */
export async function submitSpotlight(product: Product, input: SubmitSpotlightInput): Promise<SpotlightRequest> {
  const request = await db.transaction(async (trx) => {
    const locked = await Product.query({ client: trx }).where('id', product.id).preload('shop').forUpdate().firstOrFail()
    if (!locked.isActive || locked.shop.status !== 'approved') throw spotlightErrors.productNotPublic()
    if (!locked.inStock) throw spotlightErrors.productOutOfStock()
    const open = await SpotlightRequest.query({ client: trx })
      .where('product_id', locked.id)
      .whereIn('status', OPEN_SPOTLIGHT_STATUSES)
      .first()
    if (open) throw spotlightErrors.alreadyRequested()
    const images = spotlightImages(locked, input)

    const created = new SpotlightRequest()
    created.useTransaction(trx)
    created.merge({
      productId: locked.id,
      shopId: locked.shopId,
      shopOwnerId: locked.shop.ownerId,
      durationMonths: input.durationMonths,
      monthlyFee: SPOTLIGHT_MONTHLY_FEE,
      totalAmount: spotlightTotal(input.durationMonths),
      images,
      status: 'pending',
      priority: 0,
    })
    await created.save()
    await notifyAdmins(trx, 'admin_spotlight_requested', `spotlight:${created.id}`, {
      spotlightRequestId: created.id,
      shopId: locked.shopId,
      shopName: locked.shop.name,
      productName: locked.name,
    })
    return created
  })
  await request.load('product')
  return request
}

/** Every request of the owner, newest first. */
export async function ownerSpotlightRequests(actor: SignedInActor): Promise<SpotlightRequest[]> {
  return SpotlightRequest.query()
    .where('shop_owner_id', actor.user.id)
    .preload('product')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
}
