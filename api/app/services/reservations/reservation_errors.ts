import { errors as vineErrors } from '@vinejs/vine'
import { fail } from '#exceptions/api_error'
import { RESERVATION_MESSAGES as M } from '#messages/index'

/** The failures of reserve and collect. A field rule the validator cannot check is a 422 on that field. */
export const reservationErrors = {
  productNotFound: () => fail(M.productNotFound, 404),
  notFound: () => fail(M.notFound, 404),
  closureNotFound: () => fail(M.closureNotFound, 404),
  ownShop: () => fail(M.ownShop, 403),
  tooManyOpen: () => fail(M.tooManyOpen, 409),
  paused: (until: string) => fail(M.paused(until), 403, { pausedUntil: until }),
  wrongStep: (status: string) => fail(M.wrongStep(status), 409),
  guestNoSession: () => fail(M.guestNoSession, 401),
  invalidField: (field: string, message: string) => new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: field }]),
}
