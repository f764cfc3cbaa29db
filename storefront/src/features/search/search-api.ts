import { browserApi } from '../../lib/api/browser.ts'
import { productPage, shopPage, type PageOptions } from './lists.ts'

/* The search islands' reads, in the browser (the pages read the first page through the server client). */

export const loadShopPage = (query: Parameters<typeof shopPage>[1], page: number, options?: PageOptions) =>
  shopPage(browserApi, query, page, options)

export const loadProductPage = (query: Parameters<typeof productPage>[1], page: number, options?: PageOptions) =>
  productPage(browserApi, query, page, options)
