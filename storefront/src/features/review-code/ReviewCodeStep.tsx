import { COMMON_LABELS, ENGAGEMENT_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import type { ReviewResult } from '@shoplocal/shared/types'
import { useState, type FormEvent } from 'react'
import { REVIEW_MESSAGES } from '../../messages/index.ts'
import { FormAlert, TextField } from '../../components/ui/fields.tsx'
import { accept, successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { confirmReview, resendReviewCode } from './review-code-api.ts'
import { REVIEW_CODE_COPY } from './copy.ts'

interface Props {
  reviewId: number
  /** The e-mail address or phone number the code went to. */
  sentTo: string
  /** The API took the code: the review is published, or held for our team. */
  onDone(result: ReviewResult): void
}

/**
 * The step a review without an account waits in: the code sent to the typed e-mail or the guest session's
 * contact publishes it; "Send a new code" asks for another (the old one stops working), whatever wrong guesses
 * anyone else made.
 */
export function ReviewCodeStep({ reviewId, sentTo, onDone }: Props) {
  const [code, setCode] = useState('')
  const form = useSubmit({ shown: ['code'] })
  const resend = useSubmit()

  async function confirm(event: FormEvent) {
    event.preventDefault()
    await form.submit(
      accept(code.trim()),
      (typed) => confirmReview(reviewId, typed),
      { title: COMMON_LABELS.error, fallback: REVIEW_MESSAGES.submitFailed },
      onDone,
    )
  }

  async function sendAgain() {
    await resend.submit(
      accept(reviewId),
      resendReviewCode,
      { title: COMMON_LABELS.error, fallback: REVIEW_CODE_COPY.resendFailed },
      (answer) => successToast({ title: REVIEW_CODE_COPY.newCodeSent, description: answer.message }),
    )
  }

  return (
    <form className="review-code" onSubmit={confirm} noValidate data-testid="review-code-form">
      <p>{ENGAGEMENT_SERVER_MESSAGES.reviewAwaitsCode(sentTo)}</p>
      <TextField
        label={REVIEW_CODE_COPY.code}
        name="code"
        value={code}
        onValueChange={setCode}
        error={form.fieldErrors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormAlert message={form.formError} />
      <div className="dialog__actions">
        <button type="button" className="button button--outline" onClick={() => void sendAgain()} disabled={resend.busy}>
          {REVIEW_CODE_COPY.resend}
        </button>
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {REVIEW_CODE_COPY.confirm}
        </button>
      </div>
    </form>
  )
}
