import { type ToastText } from '@shoplocal/shared/messages'
import { VALIDATION_TOASTS } from '../../messages/index.ts'
import type { ProductPayload, ShopPayload } from '@shoplocal/shared/types'

/**
 * The dashboard forms' own first checks, before anything is sent: the payload, or the toast to show
 * and the field to mark. The API applies its schema and answers field by field.
 */
type OwnerFormCheck<T> =
  { ok: true; payload: T } | { ok: false; toast: ToastText; field: string; message: string; fields?: Record<string, string> }

type ShopFormValues = {
  name: string
  description: string
  location: string
  address: string
  phone: string
  email: string
  website: string
  categoryId: string
}

type ProductFormValues = {
  name: string
  description: string
  price: string
  inStock: boolean
  /** Empty: the owner does not count this product's stock (it cannot be reserved). */
  stock: string
}

/** What a refusing toast says under its field. */
const fieldMessage = (toast: ToastText): string => toast.description ?? toast.title

const refuse = <T>(toast: ToastText, field: string): OwnerFormCheck<T> => ({ ok: false, toast, field, message: fieldMessage(toast) })

/** What the person typed, with empty optional fields sent as null. */
const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim())

/** A shop's required fields and what each says when it is left empty. */
const SHOP_REQUIRED = [
  ['name', VALIDATION_TOASTS.shopNameMissing],
  ['location', VALIDATION_TOASTS.locationMissing],
] as const

/** Every required field left empty is marked at once; the toast names the first. */
export function checkShopForm(values: ShopFormValues): OwnerFormCheck<ShopPayload> {
  const missing = SHOP_REQUIRED.filter(([field]) => values[field].trim() === '')
  if (missing.length > 0) {
    const [field, toast] = missing[0]
    return {
      ok: false,
      toast,
      field,
      message: fieldMessage(toast),
      fields: Object.fromEntries(missing.map(([name, text]) => [name, fieldMessage(text)])),
    }
  }
  return {
    ok: true,
    payload: {
      name: values.name.trim(),
      location: values.location.trim(),
      description: optional(values.description),
      address: optional(values.address),
      phone: optional(values.phone),
      email: optional(values.email),
      website: optional(values.website),
      categoryId: values.categoryId === '' ? null : Number(values.categoryId),
    },
  }
}

/** A price typed as "12", "12.5" or "12,50"; anything else is not a number. */
export function parsePrice(text: string): number {
  const normalised = text.trim().replace(',', '.')
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : Number.NaN
}

export function checkProductForm(values: ProductFormValues, imageUrl: string | null): OwnerFormCheck<ProductPayload> {
  if (values.name.trim() === '') return refuse(VALIDATION_TOASTS.productNameMissing, 'name')
  const price = parsePrice(values.price)
  if (!(price > 0)) return refuse(VALIDATION_TOASTS.invalidPrice, 'price')
  return {
    ok: true,
    payload: {
      name: values.name.trim(),
      description: optional(values.description),
      price,
      imageUrl,
      inStock: values.inStock,
      // The API checks the number and answers under the field.
      stock: values.stock.trim() === '' ? null : Number(values.stock.trim()),
    },
  }
}

export const shopFormValues = (shop?: ShopPayload): ShopFormValues => ({
  name: shop?.name ?? '',
  description: shop?.description ?? '',
  location: shop?.location ?? '',
  address: shop?.address ?? '',
  phone: shop?.phone ?? '',
  email: shop?.email ?? '',
  website: shop?.website ?? '',
  categoryId: shop?.categoryId ? String(shop.categoryId) : '',
})

export const productFormValues = (product?: {
  name: string
  description: string | null
  price: number
  inStock?: boolean
  stock?: number | null
}): ProductFormValues => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  price: product ? String(product.price) : '',
  inStock: product?.inStock ?? true,
  stock: product?.stock === null || product?.stock === undefined ? '' : String(product.stock),
})
