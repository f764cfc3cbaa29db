import { COMMON_LABELS, ENGAGEMENT_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import type { ReviewResult } from '@shoplocal/shared/types'
import { REVIEW_MESSAGES } from '../../messages/index.ts'
import { CodeStep } from '../../components/ui/CodeStep.tsx'
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
  const resend = useSubmit()

  async function sendAgain() {
    await resend.submit(
      accept(reviewId),
      resendReviewCode,
      { title: COMMON_LABELS.error, fallback: REVIEW_CODE_COPY.resendFailed },
      (answer) => successToast({ title: REVIEW_CODE_COPY.newCodeSent, description: answer.message }),
    )
  }

  return (
    <CodeStep
      className="review-code"
      testId="review-code-form"
      intro={ENGAGEMENT_SERVER_MESSAGES.reviewAwaitsCode(sentTo)}
      label={REVIEW_CODE_COPY.code}
      submitLabel={REVIEW_CODE_COPY.confirm}
      fallback={REVIEW_MESSAGES.submitFailed}
      confirm={(typed) => confirmReview(reviewId, typed)}
      onConfirmed={onDone}
      actions={
        <button type="button" className="button button--outline" onClick={() => void sendAgain()} disabled={resend.busy}>
          {REVIEW_CODE_COPY.resend}
        </button>
      }
    />
  )
}
