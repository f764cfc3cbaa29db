import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
} from '@shoplocal/shared/constants'
import { ENGAGEMENT_SERVER_MESSAGES as E, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { codeMessages, fields } from '#validators/auth'

/*
 * Bodies and query strings of favourites, reviews, contact messages and chat,
 * with the words the dialogs show. Who is asking (customer, guest, neither)
 * is decided by the services and policies, not here.
 */
const id = () => vine.number().withoutDecimals().min(1).max(2_147_483_647)

export const favoriteValidator = vine.create({ shopId: id(), productId: id() })

/** ?productIds=1,2,3: at most 100 ids, so one request cannot ask about the whole catalogue. */
const MAX_COUNT_IDS = 100
export const favoriteCountsValidator = vine.create({
  shopId: id().optional(),
  productIds: vine
    .string()
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((value) => [...new Set(value.split(',').map(Number))].slice(0, MAX_COUNT_IDS))
    .optional(),
})
export type FavoriteCountsQuery = Infer<typeof favoriteCountsValidator>

/** A name typed into a guest form; 100 characters is what sender_name and reviewer_name hold. */
const guestName = () => vine.string().trim().maxLength(100)

export const reviewValidator = vine.create({
  rating: vine.number().withoutDecimals().min(1).max(5),
  comment: vine.string().maxLength(REVIEW_COMMENT_MAX_LENGTH).nullable().optional(),
  reviewerName: guestName().nullable().optional(),
  reviewerEmail: fields.email().nullable().optional(),
})
reviewValidator.messagesProvider = new SimpleMessagesProvider({
  'rating.required': M.selectRating,
  'rating.number': M.selectRating,
  'rating.withoutDecimals': M.ratingRange,
  'rating.min': M.ratingRange,
  'rating.max': M.ratingRange,
  'reviewerEmail.email': M.guestEmailInvalid,
  'reviewerEmail.maxLength': M.guestEmailInvalid,
})
export type ReviewInput = Infer<typeof reviewValidator>

/** The code mailed to the address a review was written under. */
export const reviewConfirmValidator = vine.create({ code: fields.code() })
reviewConfirmValidator.messagesProvider = new SimpleMessagesProvider(codeMessages)
export type ReviewConfirmInput = Infer<typeof reviewConfirmValidator>

/** An owner's answer under a review. */
export const reviewReplyValidator = vine.create({ body: vine.string().trim().minLength(1).maxLength(REVIEW_REPLY_MAX_LENGTH) })
reviewReplyValidator.messagesProvider = new SimpleMessagesProvider({
  'body.required': E.replyRequired,
  'body.minLength': E.replyRequired,
  'body.maxLength': E.replyTooLong(REVIEW_REPLY_MAX_LENGTH),
})
export type ReviewReplyInput = Infer<typeof reviewReplyValidator>

export const reviewListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  limit: vine.number().withoutDecimals().min(1).optional(),
})
export type ReviewListQuery = Infer<typeof reviewListValidator>

export const contactMessageValidator = vine.create({
  senderName: guestName().nullable().optional(),
  senderEmail: fields.email().nullable().optional(),
  senderPhone: fields.phone().nullable().optional(),
  content: vine.string().trim().minLength(1).maxLength(CONTACT_MESSAGE_MAX_LENGTH),
})
contactMessageValidator.messagesProvider = new SimpleMessagesProvider({
  'senderEmail.email': M.guestEmailInvalid,
  'senderEmail.maxLength': M.guestEmailInvalid,
  'senderPhone.maxLength': M.phoneTooShort,
  'content.required': E.messageRequired,
  'content.minLength': E.messageRequired,
  'content.maxLength': E.messageTooLong(CONTACT_MESSAGE_MAX_LENGTH),
})
export type ContactMessageInput = Infer<typeof contactMessageValidator>

/** A customer names the shop; the shop's owner answers with the conversation id. */
export const chatMessageValidator = vine.create({
  shopId: id().optional().requiredIfMissing('conversationId'),
  conversationId: id().optional(),
  message: vine.string().trim().minLength(1).maxLength(CHAT_MESSAGE_MAX_LENGTH),
  /** Made by the sender's page for this one message: sent again (a retry after a lost answer), it is stored once. */
  clientKey: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
})
chatMessageValidator.messagesProvider = new SimpleMessagesProvider({
  'shopId.required': E.shopOrConversationRequired,
  'message.required': E.messageRequired,
  'message.minLength': E.messageRequired,
  'message.maxLength': E.messageTooLong(CHAT_MESSAGE_MAX_LENGTH),
})
export type ChatMessageInput = Infer<typeof chatMessageValidator>

/*
 * The live stream's own routes (@adonisjs/transmit) take a client id and a
 * channel name; anything else would reach the library unchecked and fail
 * inside it. The browser client makes the id with crypto.randomUUID().
 */
export const liveStreamValidator = vine.create({
  uid: vine.string().regex(/^[0-9a-f-]{8,64}$/i),
  channel: vine
    .string()
    .maxLength(200)
    .regex(/^[\w/:-]+$/)
    .optional(),
})
