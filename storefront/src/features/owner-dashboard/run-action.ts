import { OWNER_ERRORS, type ToastText } from '@shoplocal/shared/messages'
import { showToast } from '../../components/ui/toast-store.ts'
import { errorServerMessage } from '../../lib/api/result.ts'
import { handleUnauthorized } from '../auth/index.ts'

/**
 * One owner action's outcome, told the way the dashboard tells them all: a success toast, or an
 * error toast whose text appends the server's message ('Failed to add product: …'). An ended session
 * goes to sign-in instead. Resolves with the answer, or null when the action failed.
 */
export async function runAction<T>(
  action: () => Promise<T>,
  failed: (serverMessage: string | null) => string,
  options: { success?: ToastText; onError?: (error: unknown) => void } = {},
): Promise<T | null> {
  try {
    const answer = await action()
    if (options.success) showToast({ ...options.success, variant: 'success' })
    return answer
  } catch (error) {
    options.onError?.(error)
    if (!handleUnauthorized(error)) {
      showToast({ title: OWNER_ERRORS.title, description: failed(errorServerMessage(error)), variant: 'destructive' })
    }
    return null
  }
}
