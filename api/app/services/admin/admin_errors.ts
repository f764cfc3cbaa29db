import { ACCESS_DENIED } from '@shoplocal/shared/messages'
import { ADMIN_SERVER_MESSAGES } from '#messages/index'
import { fail } from '#exceptions/api_error'

/* The admin failures the console shows, each with its status; rendered by the exception handler. */
export const adminErrors = {
  /** Signed in, but neither the admin role nor the admin flag. */
  accessDenied: () => fail(ACCESS_DENIED.enhanced, 403),
  notShopOwner: () => fail(ADMIN_SERVER_MESSAGES.notShopOwner, 404),
  notCustomer: () => fail(ADMIN_SERVER_MESSAGES.notCustomer, 404),
  shopAlreadyApproved: () => fail(ADMIN_SERVER_MESSAGES.shopAlreadyApproved, 409),
  shopNotPending: () => fail(ADMIN_SERVER_MESSAGES.shopNotPending, 409),
}
