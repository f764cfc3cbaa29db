import { OWNER_ERRORS } from '@shoplocal/shared/messages'
import { useSubmit, type Failure } from '../../components/ui/use-submit.ts'
import { handleUnauthorized } from '../auth/index.ts'

/**
 * The owner dashboard's settings of the one submit hook: its forms show every field the API may name, an
 * ended session goes to sign-in instead of an error, and a failure's toast appends the server's message
 * ('Failed to add product: …').
 */
export const useOwnerSubmit = () => useSubmit({ shown: 'all', intercept: handleUnauthorized })

export const ownerFailure = (failed: (serverMessage: string | null) => string, onError?: Failure['onError']): Failure => ({
  title: OWNER_ERRORS.title,
  fallback: failed,
  onError,
})
