import { errors as vineErrors } from '@vinejs/vine'
import { CATALOGUE_EMPTY, ENGAGEMENT_SERVER_MESSAGES as M } from '@shoplocal/shared/messages'
import { fail } from '#exceptions/api_error'

/*
 * The failures of favourites, reviews, contact messages and chat. A shop the
 * public may not see is answered like one that does not exist, and a
 * conversation the caller is not part of like one that does not exist either
 * (both 403), so ids cannot be probed.
 */
export const engagementErrors = {
  shopNotFound: () => fail(CATALOGUE_EMPTY.shopNotFound, 404),
  productNotFound: () => fail(M.productNotFound, 404),
  conversationForbidden: () => fail(M.conversationForbidden, 403),
  reviewNotFound: () => fail(M.reviewNotFound, 404),
  reviewAlreadyConfirmed: () => fail(M.reviewAlreadyConfirmed, 409),
  replyNotFound: () => fail(M.replyNotFound, 404),
  /** Another caller's live stream id: it may not be reopened, subscribed or unsubscribed by anyone else. */
  liveStreamNotYours: () => fail(M.liveStreamNotYours, 403),
  /** A form-level rule the validator cannot express, reported like any field error. */
  invalidField: (field: string, message: string) => new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: field }]),
}
