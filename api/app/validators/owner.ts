import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import {
  FIELD_LENGTHS,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_PRICE_MAX,
  PRODUCT_STOCK_MAX,
  OPENING_TIME_PATTERN,
  WEEK_DAYS,
} from '@shoplocal/shared/constants'
import { OPENING_HOURS_MESSAGES, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { openingHoursProblem } from '@shoplocal/shared/rules'
import { RESERVATION_MESSAGES } from '#messages/index'
import type { OpeningHoursRow } from '@shoplocal/shared/types'

/*
 * Bodies of the shop owner's calls, with the messages the dashboard shows.
 * Optional text fields accept null or an empty value, both stored as null.
 */

/**
 * Pictures are files uploaded to this site: the site's Content-Security-Policy shows no image from elsewhere,
 * so an outside address would be a broken picture (and a request to a third party from every visitor).
 */
const SITE_UPLOAD = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/
/** A browser keeps an image whose upload failed as an inline picture, limited to the formats uploads accept. */
const INLINE_IMAGE = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/
/** An inline image of a failed upload is shrunk by the browser first; this bounds it below the JSON body limit. */
const INLINE_IMAGE_MAX_CHARS = 700_000

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0
  } catch {
    return false
  }
}

function isImageAddress(value: string, allowInline: boolean): boolean {
  if (SITE_UPLOAD.test(value) && !value.includes('..')) return true
  return allowInline && value.length <= INLINE_IMAGE_MAX_CHARS && INLINE_IMAGE.test(value)
}

export const imageAddress = vine.createRule((value: unknown, options: { inline: boolean }, field: FieldContext) => {
  if (typeof value !== 'string' || isImageAddress(value, options.inline)) return
  field.report(isWebAddress(value) ? M.imageUrlNotUploaded : M.imageUrlInvalid, 'imageUrl', field)
})

const webAddress = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isWebAddress(value)) field.report(M.websiteInvalid, 'website', field)
})

/** The week's hours as a whole: each day once, both times or neither (the same rule the form applies). */
const openingWeek = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (!Array.isArray(value)) return
  const problem = openingHoursProblem(value as OpeningHoursRow[])
  if (problem) field.report(problem, 'openingHours', field)
})

const openingTime = () => vine.string().trim().regex(OPENING_TIME_PATTERN).nullable()

const optionalText = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

const shopFields = {
  name: vine.string().trim().minLength(1).maxLength(FIELD_LENGTHS.shop.name),
  description: optionalText(FIELD_LENGTHS.shop.description),
  location: vine.string().trim().minLength(1).maxLength(FIELD_LENGTHS.shop.location),
  address: optionalText(FIELD_LENGTHS.shop.address),
  phone: optionalText(FIELD_LENGTHS.shop.phone),
  email: vine.string().trim().toLowerCase().email().maxLength(FIELD_LENGTHS.shop.email).nullable().optional(),
  website: vine.string().trim().maxLength(FIELD_LENGTHS.shop.website).use(webAddress()).nullable().optional(),
  categoryId: vine.number().withoutDecimals().exists({ table: 'categories', column: 'id' }).nullable().optional(),
  openingHours: vine
    .array(vine.object({ day: vine.enum(WEEK_DAYS), opens: openingTime(), closes: openingTime() }))
    .maxLength(WEEK_DAYS.length)
    .use(openingWeek())
    .nullable()
    .optional(),
}

const shopMessages = new SimpleMessagesProvider({
  'name.required': M.shopNameRequired,
  'name.minLength': M.shopNameRequired,
  'location.required': M.locationRequired,
  'location.minLength': M.locationRequired,
  'email.email': M.emailInvalid,
  'categoryId.number': M.categoryUnknown,
  'categoryId.withoutDecimals': M.categoryUnknown,
  'categoryId.database.exists': M.categoryUnknown,
  'openingHours.array': OPENING_HOURS_MESSAGES.invalid,
  'openingHours.maxLength': OPENING_HOURS_MESSAGES.invalid,
  'openingHours.*.day.enum': OPENING_HOURS_MESSAGES.invalid,
  'openingHours.*.day.required': OPENING_HOURS_MESSAGES.invalid,
  'openingHours.*.opens.regex': OPENING_HOURS_MESSAGES.timeInvalid,
  'openingHours.*.closes.regex': OPENING_HOURS_MESSAGES.timeInvalid,
  'openingHours.*.opens.string': OPENING_HOURS_MESSAGES.timeInvalid,
  'openingHours.*.closes.string': OPENING_HOURS_MESSAGES.timeInvalid,
  'openingHours.*.opens.required': OPENING_HOURS_MESSAGES.bothTimes,
  'openingHours.*.closes.required': OPENING_HOURS_MESSAGES.bothTimes,
  maxLength: M.fieldTooLong,
})

/** POST /api/shops and PUT /api/shops/{id}: the whole shop form. */
export const shopValidator = vine.create(shopFields)
shopValidator.messagesProvider = shopMessages
export type ShopInput = Infer<typeof shopValidator>

const productFields = {
  name: vine.string().trim().minLength(1).maxLength(FIELD_LENGTHS.product.name),
  description: optionalText(FIELD_LENGTHS.product.description),
  price: vine.number().min(0).max(PRODUCT_PRICE_MAX).decimal([0, 2]),
  imageUrl: vine
    .string()
    .trim()
    .use(imageAddress({ inline: true }))
    .nullable()
    .optional(),
  inStock: vine.boolean().optional(),
  stock: vine.number().withoutDecimals().min(0).max(PRODUCT_STOCK_MAX).nullable().optional(),
}

const productFieldMessages = {
  'name.required': M.productNameRequired,
  'name.minLength': M.productNameRequired,
  'price.required': M.priceNegative,
  'price.number': M.priceNegative,
  'price.min': M.priceNegative,
  'price.max': M.priceTooHigh,
  'price.decimal': M.priceNegative,
  'stock.number': RESERVATION_MESSAGES.stockInvalid,
  'stock.withoutDecimals': RESERVATION_MESSAGES.stockInvalid,
  'stock.min': RESERVATION_MESSAGES.stockInvalid,
  'stock.max': RESERVATION_MESSAGES.stockInvalid,
  maxLength: M.fieldTooLong,
}
const productMessages = new SimpleMessagesProvider(productFieldMessages)

/** POST /api/shops/{id}/products and PUT /api/products/{id}: the whole product form. */
export const productValidator = vine.create(productFields)
productValidator.messagesProvider = productMessages
export type ProductInput = Infer<typeof productValidator>

/** POST /api/shops/{id}/products/import: the rows of a CSV file, all added or none. */
export const productImportValidator = vine.create({
  products: vine.array(vine.object(productFields)).minLength(1).maxLength(PRODUCT_IMPORT_MAX_ROWS),
})
productImportValidator.messagesProvider = new SimpleMessagesProvider({
  ...Object.fromEntries(
    Object.entries(productFieldMessages).map(([key, message]) => [key.includes('.') ? `products.*.${key}` : key, message]),
  ),
  'products.minLength': M.importEmpty,
  'products.maxLength': M.importTooLarge,
})
export type ProductImportInput = Infer<typeof productImportValidator>

/** PUT /api/shops/{id}/profile-image. */
export const profileImageValidator = vine.create({
  profileImageUrl: vine
    .string()
    .trim()
    .maxLength(FIELD_LENGTHS.shop.profileImageUrl)
    .use(imageAddress({ inline: false })),
})
profileImageValidator.messagesProvider = new SimpleMessagesProvider({
  'profileImageUrl.required': M.imageUrlInvalid,
  'profileImageUrl.maxLength': M.imageUrlInvalid,
})
