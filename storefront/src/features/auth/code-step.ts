import { useCallback, useState } from 'react'
import { ApiError } from '../../lib/api/result.ts'

/**
 * The server's words when a password sign-in answered with a code step (an account under attack asks a new
 * device for the code sent to its holder instead of making it wait); null for any other failure.
 */
function codeStepMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null
  return (error.body as { codeRequired?: unknown }).codeRequired === true ? error.body.message : null
}

/**
 * Whether a sign-in form shows its code sign-in instead of the password, opened by the person's link or by
 * the server's code step; `intercept` goes to the form's useSubmit, so the code step opens the code field
 * with the server's words instead of showing an error.
 */
export function useCodeSignIn() {
  const [state, setState] = useState<{ open: boolean; note: string | null }>({ open: false, note: null })
  const intercept = useCallback((error: unknown) => {
    const note = codeStepMessage(error)
    if (note !== null) setState({ open: true, note })
    return note !== null
  }, [])
  return {
    open: state.open,
    /** The code step's words: the code was sent already, so the view opens at the code. */
    note: state.note,
    show: () => setState({ open: true, note: null }),
    hide: () => setState({ open: false, note: null }),
    intercept,
  }
}
