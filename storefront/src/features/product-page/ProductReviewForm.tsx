import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX_LENGTH } from '@shoplocal/shared/constants'
import { COMMON_LABELS, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { REVIEW_MESSAGES } from '../../messages/index.ts'
import { normalizeComment } from '@shoplocal/shared/rules'
import type { Review, ReviewPayload, ReviewResult } from '@shoplocal/shared/types'
import { useState, type FormEvent } from 'react'
import { FormAlert, TextAreaField, TextField } from '../../components/ui/fields.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { useSubmit, type Failure } from '../../components/ui/use-submit.ts'
import { ReviewCodeStep, REVIEW_CODE_COPY } from '../review-code/index.ts'
import { postProductReview } from './product-page-api.ts'
import { reviewerFields, type ReviewerKind } from './review-rules.ts'
import { PRODUCT_PAGE_COPY } from './copy.ts'

interface Props {
  productId: number
  /** Who writes: an account or guest session reviews as itself; anyone else types a name and an e-mail. */
  reviewer: ReviewerKind
  /** The name a guest session confirmed: its reviews show it, so the form does not ask again. */
  guestName: string | null
  /** The account's or guest session's published review of this product: the form starts from it. */
  ownReview: Review | null
}

type Step = { kind: 'write' } | { kind: 'code'; reviewId: number; sentTo: string }

const FAILURE: Failure = { title: COMMON_LABELS.error, fallback: REVIEW_MESSAGES.submitFailed }

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index)

/**
 * The product's review form. A customer, or a guest session that confirmed its contact, posts at once; a
 * visitor types a name and an e-mail, and a guest session not yet confirmed may give a name: both get a code
 * (by e-mail, or by SMS to a guest's phone) and publish the review by entering it (the API counts it only
 * then). Once published the page reloads, showing the review and the new average; a review held for our
 * team (a burst of new reviewers) says so instead.
 */
export function ProductReviewForm({ productId, reviewer, guestName, ownReview }: Props) {
  const [rating, setRating] = useState(ownReview?.rating ?? 0)
  const [comment, setComment] = useState(ownReview?.comment ?? '')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'write' })
  const form = useSubmit({ shown: 'all' })
  const errors = form.fieldErrors
  const askContact = reviewerFields(reviewer)
  const askGuestName = reviewer === 'guestSession' && guestName === null

  /**
   * The page is read again to show the review and the new average, opened at the reviews (newest first, so
   * the person's own on top); the toast outlives the reload and says what happened: a second review by the
   * same person replaces their first, it does not add one.
   */
  function published(result: ReviewResult) {
    if (result.held) showToast({ title: REVIEW_CODE_COPY.held, description: REVIEW_CODE_COPY.heldText, variant: 'success' })
    else showToast({ title: result.replaced ? PRODUCT_PAGE_COPY.replaced : PRODUCT_PAGE_COPY.published, variant: 'success' })
    window.history.replaceState(window.history.state, '', `${window.location.pathname}#reviews-heading`)
    window.location.reload()
  }

  async function send(event: FormEvent) {
    event.preventDefault()
    const payload: ReviewPayload = { rating, comment: normalizeComment(comment) }
    if (askContact) Object.assign(payload, { reviewerName: name, reviewerEmail: email })
    else if (askGuestName && name.trim()) Object.assign(payload, { reviewerName: name.trim() })
    await form.submit(
      rating === 0 ? { ok: false, field: 'rating', message: VALIDATION_MESSAGES.selectRating } : { ok: true, payload },
      (checked) => postProductReview(productId, checked),
      FAILURE,
      (result) => {
        if (result.pending) setStep({ kind: 'code', reviewId: result.review.id, sentTo: result.codeSentTo ?? email.trim() })
        else published(result)
      },
    )
  }

  if (step.kind === 'code') return <ReviewCodeStep reviewId={step.reviewId} sentTo={step.sentTo} onDone={published} />

  return (
    <form className="review-form" onSubmit={send} noValidate data-testid="review-form">
      {ownReview && <p className="dialog__note">{PRODUCT_PAGE_COPY.ownReviewNote}</p>}
      <fieldset className="rating-form__stars" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend>{PRODUCT_PAGE_COPY.yourRating}</legend>
        {STARS.map((star) => (
          <label key={star} className="rating-form__star">
            <input type="radio" name="rating" value={star} checked={rating === star} onChange={() => setRating(star)} />
            <span aria-hidden="true">{star <= rating ? '★' : '☆'}</span>
            <span className="visually-hidden">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
      </fieldset>
      {errors.rating && (
        <p className="field__error" id="review-rating-error">
          {errors.rating}
        </p>
      )}
      <TextAreaField
        label={PRODUCT_PAGE_COPY.comment}
        name="comment"
        value={comment}
        onValueChange={setComment}
        error={errors.comment}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
      />
      {askGuestName && (
        <TextField
          label={REVIEW_CODE_COPY.guestName}
          name="reviewerName"
          value={name}
          onValueChange={setName}
          error={errors.reviewerName}
          autoComplete="name"
          hint={REVIEW_CODE_COPY.guestNameHint}
        />
      )}
      {askContact && (
        <>
          <TextField
            label={PRODUCT_PAGE_COPY.yourName}
            name="reviewerName"
            value={name}
            onValueChange={setName}
            error={errors.reviewerName}
            autoComplete="name"
          />
          <TextField
            label={PRODUCT_PAGE_COPY.yourEmail}
            name="reviewerEmail"
            type="email"
            value={email}
            onValueChange={setEmail}
            error={errors.reviewerEmail}
            autoComplete="email"
            hint={PRODUCT_PAGE_COPY.anonymousNote}
          />
        </>
      )}
      <FormAlert message={form.formError} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {ownReview ? PRODUCT_PAGE_COPY.update : PRODUCT_PAGE_COPY.submit}
      </button>
    </form>
  )
}
