import { TRADER_MESSAGES as M } from '@shoplocal/shared/messages'
import { errors } from '@vinejs/vine'
import { fail } from '#exceptions/api_error'
import { TRADER_SERVER_MESSAGES as S, traderChecksIncomplete } from '#messages/index'
import type { TraderCheckItem } from '@shoplocal/shared/constants'

/** The field an identity upload sends its file in, so the form shows a refusal beside its picker. */
export const IDENTITY_UPLOAD_FIELD = 'document'

/* Refused trader calls, each with its status; a refused call changes nothing and stores nothing. */
export const traderErrors = {
  detailsFirst: () => fail(M.detailsFirst, 409),
  identityMissing: () => fail(M.identityMissing, 422, { field: IDENTITY_UPLOAD_FIELD }),
  identityWrongType: () => fail(M.identityWrongType, 422, { field: IDENTITY_UPLOAD_FIELD }),
  identityTooLarge: () => fail(M.identityTooLarge, 413, { field: IDENTITY_UPLOAD_FIELD }),
  identityNotFound: () => fail(S.identityNotFound, 404),
  noDetailsToCheck: () => fail(S.noDetailsToCheck, 409),
  /** A 422 beside the checklist's items: ticking something that does not apply. */
  notApplicable: (item: TraderCheckItem) =>
    new errors.E_VALIDATION_ERROR([{ field: 'items', message: `${S.notApplicable} (${item})`, rule: 'applicable' }]),
  noTraderDetails: () => fail(S.noTraderDetails, 422),
  checksIncomplete: (missing: TraderCheckItem[]) => fail(traderChecksIncomplete(missing), 422, { missing }),
}
