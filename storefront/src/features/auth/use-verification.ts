import { UNVERIFIED_SIGN_IN } from '@shoplocal/shared/messages'
import { AUTH_SUCCESS, verificationNotice } from '../../messages/index.ts'
import { useState } from 'react'
import { verificationContact, type AuthAnswer } from './auth-responses.ts'
import { successToast } from '../../components/ui/use-submit.ts'

/**
 * An account that must confirm its e-mail or phone first: every sign-in and register form hands its answer to
 * `needsVerification`, which says so (a new registration, or a sign-in that was sent a fresh code instead),
 * remembers the contact and lets the form show the code view.
 */
export function useVerification() {
  const [verifying, setVerifying] = useState<string | null>(null)

  function needsVerification(answer: AuthAnswer, typedContact: string | null, outcome: 'signIn' | 'register'): boolean {
    const toVerify = verificationContact(answer, typedContact)
    if (!toVerify) return false
    successToast(
      outcome === 'signIn'
        ? { title: UNVERIFIED_SIGN_IN.title, description: answer.message ?? UNVERIFIED_SIGN_IN.notice(toVerify) }
        : { title: AUTH_SUCCESS.registrationSuccessful, description: verificationNotice(toVerify) },
    )
    setVerifying(toVerify)
    return true
  }

  return { verifying, needsVerification }
}
