import type { Euro } from './common.ts'

/** POST /api/shops (the shop form). */
export interface CreateShopPayload {
  name: string
  description?: string
  location: string
  address?: string
  phone?: string
  email?: string
  website?: string
  categoryId?: number
}

/** POST /api/shops/{id}/products (the product form). */
export interface CreateProductPayload {
  name: string
  description?: string
  price: Euro
  imageUrl?: string
  shopId: number
}

/** POST /api/upload/image. */
export interface UploadImageResponse {
  imageUrl: string
}

/** PUT /api/shops/{id}/profile-image. */
export interface UpdateProfileImagePayload {
  profileImageUrl: string
}

/** GET /api/get-or-create-subscription: the card payment's client secret. */
export interface SubscriptionIntentResponse {
  clientSecret: string
}
