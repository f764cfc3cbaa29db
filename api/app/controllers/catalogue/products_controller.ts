import type { ProductDetail } from '@shoplocal/shared/types'
import type { HttpContext } from '@adonisjs/core/http'
import { productBrowseValidator, productSearchValidator, catalogueQuery, checkNearness } from '#validators/catalogue'
import { searchProducts } from '#services/catalogue/product_search'
import { sendPage } from '#controllers/catalogue/send_page'
import { findPublicProduct } from '#services/catalogue/product_page'

export default class ProductsController {
  async search({ request, response }: HttpContext) {
    const filters = checkNearness(await productSearchValidator.validate(catalogueQuery(request.url(true))))
    return sendPage(response, await searchProducts(filters))
  }

  async browse({ request, response }: HttpContext) {
    const filters = checkNearness(await productBrowseValidator.validate(catalogueQuery(request.url(true))))
    return sendPage(response, await searchProducts(filters))
  }

  async show({ params }: HttpContext): Promise<ProductDetail> {
    return findPublicProduct(params.id)
  }
}
