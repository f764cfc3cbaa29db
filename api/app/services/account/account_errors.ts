import { errors as vineErrors } from '@vinejs/vine'
import { ACCOUNT_MESSAGES as M } from '@shoplocal/shared/messages'
import type { OpenInvoice } from '@shoplocal/shared/types'
import { fail } from '#exceptions/api_error'

/*
 * The failures of the account page's calls. A wrong current password is a
 * field error (422), not a 401, so the website does not take it for an
 * expired session.
 */
export const accountErrors = {
  field: (field: string, message: string) => new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: field }]),
  currentPasswordWrong: (field = 'currentPassword') => accountErrors.field(field, M.currentPasswordWrong),
  phoneUnchanged: () => accountErrors.field('phone', M.phoneUnchanged),
  deletionNeedsProof: () => accountErrors.field('password', M.deletionNeedsPassword),
  noContactForCode: () => accountErrors.field('via', M.noContactForCode),
  pictureNotUploaded: () => accountErrors.field('profileImageUrl', M.pictureNotUploaded),
  emailUnchanged: () => accountErrors.field('email', M.emailUnchanged),
  sessionNotFound: () => fail(M.sessionNotFound, 404),
  /** The owner is told which invoices to settle first. */
  openInvoices: (invoices: OpenInvoice[]) => fail(M.openInvoices, 409, { invoices }),
  adminNotSelfDeletable: () => fail(M.adminNotSelfDeletable, 403),
}
