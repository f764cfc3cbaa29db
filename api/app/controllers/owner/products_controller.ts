import type { HttpContext } from '@adonisjs/core/http'
import { OWNER_STATUS_COPY, OWNER_SUCCESS, productsImported } from '@shoplocal/shared/messages'
import type { MessageResponse, ProductSavedResponse, ProductsImportedResponse, ProductsRemovedResponse } from '@shoplocal/shared/types'
import Product from '#models/product'
import Shop from '#models/shop'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { isPublicShop } from '#services/catalogue/public_scope'
import { toOwnerProduct } from '#services/owner/owner_presenters'
import { addProduct, deleteAllProducts, deleteProduct, importProducts, updateProduct } from '#services/owner/product_service'
import { productImportValidator, productValidator } from '#validators/owner'

/** A product with the shop the ownership check reads. */
const productWithShop = (id: unknown) => Product.query().where('id', Number(id)).preload('shop').firstOrFail()

export default class ProductsController {
  async store(ctx: HttpContext): Promise<ProductSavedResponse> {
    await ownerActorOf(ctx)
    const input = await ctx.request.validateUsing(productValidator)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    const product = await addProduct(shop, input)
    ctx.response.status(201)
    const message = isPublicShop(shop) ? OWNER_STATUS_COPY.productAddedPublic : OWNER_STATUS_COPY.productAddedNotPublic
    return { message, product: toOwnerProduct(product, new Set()) }
  }

  async import(ctx: HttpContext): Promise<ProductsImportedResponse> {
    await ownerActorOf(ctx)
    const input = await ctx.request.validateUsing(productImportValidator)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    const imported = await importProducts(shop, input)
    ctx.response.status(201)
    const listed = isPublicShop(shop)
    const message = listed ? productsImported(imported) : `${productsImported(imported)} ${OWNER_STATUS_COPY.productsImportedNotPublic}`
    return { message, imported, listed }
  }

  async update(ctx: HttpContext): Promise<ProductSavedResponse> {
    await ownerActorOf(ctx)
    const input = await ctx.request.validateUsing(productValidator)
    const product = await productWithShop(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('editProduct', product)
    await updateProduct(product, input)
    return { message: OWNER_SUCCESS.productUpdated.description, product: toOwnerProduct(product, new Set()) }
  }

  async destroy(ctx: HttpContext): Promise<MessageResponse> {
    await ownerActorOf(ctx)
    const product = await productWithShop(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('deleteProduct', product)
    await deleteProduct(product)
    return { message: OWNER_SUCCESS.productDeleted.description }
  }

  async destroyAll(ctx: HttpContext): Promise<ProductsRemovedResponse> {
    await ownerActorOf(ctx)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('emptyShop', shop)
    const deleted = await deleteAllProducts(shop)
    return { message: OWNER_SUCCESS.allProductsDeleted.description, deleted }
  }
}
