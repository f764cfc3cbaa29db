import type {
  CHAT_SENDER_TYPES,
  CONTACT_METHODS,
  LINE_ITEM_KINDS,
  LOGIN_FORM_ROLES,
  PAYMENT_METHODS,
  PLAN_NAMES,
  ROLES,
  SHOP_PAYMENT_STATUSES,
  SHOP_STATUSES,
  PAYMENT_SHOP_STATUSES,
  SORT_ORDERS,
  SPOTLIGHT_STATUSES,
  SUBSCRIPTION_DISPLAY_STATUSES,
  TRANSACTION_PAYMENT_STATUSES,
  TRANSACTION_TYPES,
} from '../constants/enumerations.ts'

export type Role = (typeof ROLES)[number]
export type LoginFormRole = (typeof LOGIN_FORM_ROLES)[number]
export type ContactMethod = (typeof CONTACT_METHODS)[number]
export type ShopStatus = (typeof SHOP_STATUSES)[number]
export type PaymentShopStatus = (typeof PAYMENT_SHOP_STATUSES)[number]
export type ShopPaymentStatus = (typeof SHOP_PAYMENT_STATUSES)[number]
export type TransactionType = (typeof TRANSACTION_TYPES)[number]
export type TransactionPaymentStatus = (typeof TRANSACTION_PAYMENT_STATUSES)[number]
export type SpotlightStatus = (typeof SPOTLIGHT_STATUSES)[number]
export type SubscriptionDisplayStatus = (typeof SUBSCRIPTION_DISPLAY_STATUSES)[number]
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number]
export type PlanName = (typeof PLAN_NAMES)[number]
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export type LineItemKind = (typeof LINE_ITEM_KINDS)[number]
export type SortOrder = (typeof SORT_ORDERS)[number]
