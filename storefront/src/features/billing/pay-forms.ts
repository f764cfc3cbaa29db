import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { errorServerMessage } from '../../lib/api/result.ts'
import { useSubmit, type Failure } from '../../components/ui/use-submit.ts'
import { handleUnauthorized } from '../auth/index.ts'
import { BILLING_COPY as COPY } from './copy.ts'

/** A read's failure, shown where the figures would be: the reason the server gave, or a general line. */
export function failureText(error: unknown): string {
  return errorServerMessage(error) ?? COPY.somethingWentWrong
}

export const FAILURE: Failure = { title: COMMON_LABELS.error, fallback: COPY.somethingWentWrong }

/** The pay screen's forms: an ended session goes to sign-in instead of an error. */
export const usePaySubmit = () => useSubmit({ intercept: handleUnauthorized })
