import { AUTH_SUCCESS, verificationNotice } from '../../messages/index.ts'
import { useState } from 'react'
import { verificationEmail, type AuthAnswer } from './auth-responses.ts'
import { successToast } from '../../components/ui/use-submit.ts'

/**
 * An account that must confirm its email first: every sign-in and register form hands its answer to
 * `needsVerification`, which says so, remembers the address and lets the form show the code view.
 */
export function useVerification() {
  const [verifying, setVerifying] = useState<string | null>(null)

  function needsVerification(answer: AuthAnswer, typedEmail: string | null): boolean {
    const toVerify = verificationEmail(answer, typedEmail)
    if (!toVerify) return false
    successToast({ title: AUTH_SUCCESS.registrationSuccessful, description: verificationNotice(toVerify) })
    setVerifying(toVerify)
    return true
  }

  return { verifying, needsVerification }
}
