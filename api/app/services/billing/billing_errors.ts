import { BILLING_ERRORS as M } from '@shoplocal/shared/messages'
import { fail } from '#exceptions/api_error'
import { errors } from '@vinejs/vine'

/** The field a refused proof upload names, so the form shows the message beside the file picker. */
export const PROOF_UPLOAD_FIELD = 'proof'

/* Refused billing calls, each with its status; a refused call changes nothing and stores nothing. */
export const billingErrors = {
  planNotFound: () => fail(M.planNotFound, 422, { field: 'planName' }),
  freePlanNotPayable: () => fail(M.freePlanNotPayable, 422, { field: 'planName' }),
  spotlightPlanNotPayable: () => fail(M.spotlightPlanNotPayable, 422, { field: 'planName' }),
  starterAddonOnlyStarter: () => fail(M.starterAddonOnlyStarter, 422, { field: 'starterAddon' }),
  shopNotSuspended: () => fail(M.shopNotSuspended, 409),
  reactivationRequired: () => fail(M.reactivationRequired, 409),
  /** A rejected shop's invoices are on hold until it is resubmitted; no new one meanwhile. */
  shopRejected: () => fail(M.shopRejected, 409),
  /** A 422 beside the billing details form's VAT field, like the validators' own. */
  vatNumberInvalid: () => new errors.E_VALIDATION_ERROR([{ field: 'vatNumber', message: M.vatNumberInvalid, rule: 'regex' }]),
  spotlightNotPayable: () => fail(M.spotlightNotPayable, 409),
  proofNotExpected: () => fail(M.proofNotExpected, 409),
  proofMissing: () => fail(M.proofMissing, 422, { field: PROOF_UPLOAD_FIELD }),
  proofWrongType: () => fail(M.proofWrongType, 422, { field: PROOF_UPLOAD_FIELD }),
  proofTooLarge: () => fail(M.proofTooLarge, 413, { field: PROOF_UPLOAD_FIELD }),
}
