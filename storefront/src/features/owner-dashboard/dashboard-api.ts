import type {
  Category,
  MessageResponse,
  OwnerInsights,
  OwnerMessagesResponse,
  OwnerReview,
  OwnerShop,
  ProductPayload,
  ProductSavedResponse,
  ProductsImportedResponse,
  ProductsRemovedResponse,
  Review,
  ShopPayload,
  ShopSavedResponse,
  UploadImageResponse,
} from '@shoplocal/shared/types'
import { IMAGE_UPLOAD_FIELD, REVIEWS_PAGE_SIZE } from '@shoplocal/shared/constants'
import { browserApi } from '../../lib/api/browser.ts'
import type { ApiClient, HttpMethod } from '../../lib/api/client.ts'
import { unwrap } from '../../lib/api/result.ts'
import { uploadFile } from '../../lib/api/upload.ts'

/* The dashboard's calls. Writes resolve with the answer or throw the ApiError the screen shows. */

async function write<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const result = await browserApi.send<T>(method, path, { body })
  return unwrap(result).body
}

export const fetchMyShops = (api: ApiClient) => api.get<OwnerShop[]>('/api/my-shops')
export const fetchCategories = (api: ApiClient) => api.get<Category[]>('/api/categories')
export const fetchOwnerMessages = (api: ApiClient) => api.get<OwnerMessagesResponse>('/api/shop-owner/messages')

const fetchInsights = (api: ApiClient, signal?: AbortSignal) => api.get<OwnerInsights>('/api/shop-owner/insights', { signal })

export const reloadMyShops = async (): Promise<OwnerShop[]> => unwrap(await fetchMyShops(browserApi))

export const createShop = (payload: ShopPayload) => write<ShopSavedResponse>('POST', '/api/shops', payload)
export const updateShop = (shopId: number, payload: ShopPayload) => write<ShopSavedResponse>('PUT', `/api/shops/${shopId}`, payload)
export const resubmitShop = (shopId: number, payload: ShopPayload) =>
  write<ShopSavedResponse>('POST', `/api/shops/${shopId}/resubmit`, payload)
export const deleteShop = (shopId: number) => write<MessageResponse>('DELETE', `/api/shops/${shopId}`)
export const setProfileImage = (shopId: number, profileImageUrl: string) =>
  write<ShopSavedResponse>('PUT', `/api/shops/${shopId}/profile-image`, { profileImageUrl })
export const addProduct = (shopId: number, payload: ProductPayload) =>
  write<ProductSavedResponse>('POST', `/api/shops/${shopId}/products`, { ...payload, shopId })
export const importProducts = (shopId: number, products: ProductPayload[]) =>
  write<ProductsImportedResponse>('POST', `/api/shops/${shopId}/products/import`, { products })
export const updateProduct = (productId: number, payload: ProductPayload) =>
  write<ProductSavedResponse>('PUT', `/api/products/${productId}`, payload)
export const deleteProduct = (productId: number) => write<MessageResponse>('DELETE', `/api/products/${productId}`)
export const deleteAllProducts = (shopId: number) => write<ProductsRemovedResponse>('DELETE', `/api/shops/${shopId}/products`)
const fetchOwnerReviews = (api: ApiClient, page: number, signal?: AbortSignal) =>
  api.getList<OwnerReview>('/api/shop-owner/reviews', { params: { page, limit: REVIEWS_PAGE_SIZE }, signal })
export const saveReviewReply = (reviewId: number, body: string) =>
  write<{ review: Review }>('PUT', `/api/reviews/${reviewId}/reply`, { body })
export const deleteReviewReply = (reviewId: number) => write<MessageResponse>('DELETE', `/api/reviews/${reviewId}/reply`)
export const markMessageRead = (messageId: number) => write<MessageResponse>('PUT', `/api/shop-owner/messages/${messageId}/read`)

/** POST /api/upload/image with upload progress (0–1). */
export const uploadImage = (file: File, onProgress: (fraction: number) => void): Promise<UploadImageResponse> =>
  uploadFile<UploadImageResponse>('POST', '/api/upload/image', IMAGE_UPLOAD_FIELD, file, onProgress)

/** The islands' reads of the insights and reviews tabs (the page reads through the server client). */
export const loadInsights = (signal?: AbortSignal) => fetchInsights(browserApi, signal)
export const loadOwnerReviews = (page: number, signal?: AbortSignal) => fetchOwnerReviews(browserApi, page, signal)
