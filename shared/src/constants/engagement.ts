import { MS_PER_SECOND } from './locale.ts'

/** The longest chat message, in characters; longer ones are refused rather than cut. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000
/** The longest contact message to a shop, in characters. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000
/** The longest review comment, in characters. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000
/** Reviews per page of a shop's or product's review list. */
export const REVIEWS_PAGE_SIZE = 10

/** Chat screens ask again this often when the live stream is not available. */
export const CHAT_MESSAGES_POLL_MS = 3 * MS_PER_SECOND
export const CHAT_CONVERSATIONS_POLL_MS = 5 * MS_PER_SECOND

/** How many favourites and conversations the customer account page previews. */
export const CUSTOMER_PROFILE_PREVIEW = 3

/** The longest answer an owner may post under a review, in characters. */
export const REVIEW_REPLY_MAX_LENGTH = 2000
/** New reviews accepted per hour from one address. */
export const REVIEWS_PER_ADDRESS_PER_HOUR = 10
