import { REVIEW_COMMENT_MAX_LENGTH, RATING_MAX, RATING_MIN } from '@shoplocal/shared/constants'
import { COMMON_LABELS, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { REVIEW_MESSAGES, SHOP_DETAIL_LABELS, VALIDATION_TOASTS } from '../../messages/index.ts'
import { normalizeComment } from '@shoplocal/shared/rules'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { savePendingRating } from '../auth/index.ts'
import { holdsGuestSession } from '../visitor-gate/index.ts'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { SHOP_DETAIL_COPY } from './copy.ts'
import { ownShopRating, rateShop } from './shop-detail-api.ts'

interface Props {
  open: boolean
  shopId: number
  shopName: string
  signedIn: boolean
  onClose(): void
  /** A visitor without a guest session: the rating is kept as the pending rating and the opener asks them to sign in or continue as a guest. */
  onNeedsSignIn(): void
  /** The API took the rating; the page shows the new average. */
  onRated(): void
}

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index)

/**
 * Stars 1-5 and an optional comment, posted to POST /api/shops/{id}/reviews by a signed-in person or a guest
 * session; it closes and resets after success. Someone who rated the shop before finds their rating in it (a new
 * one replaces it), unless they started changing the form before it was read.
 */
export function RatingDialog({ open, shopId, shopName, signedIn, onClose, onNeedsSignIn, onRated }: Props) {
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [earlier, setEarlier] = useState(false)
  const touched = useRef(false)
  const form = useSubmit()

  useEffect(() => {
    if (!open) return
    const reading = new AbortController()
    ownShopRating(shopId, reading.signal).then(
      (review) => {
        if (!review || touched.current) return
        setRating(review.rating)
        setComment(review.comment ?? '')
        setEarlier(true)
      },
      // Closed before the answer came: nothing to show.
      () => undefined,
    )
    return () => reading.abort()
  }, [open, shopId])

  function reset() {
    setRating(0)
    setComment('')
    setEarlier(false)
    touched.current = false
    form.reset()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (rating === 0) showToast({ ...VALIDATION_TOASTS.ratingRequired, variant: 'destructive' })
    else if (!signedIn && !(await holdsGuestSession())) {
      savePendingRating(window.sessionStorage, { shopId, shopName, rating, comment: normalizeComment(comment) })
      reset()
      onNeedsSignIn()
      return
    }
    await form.submit(
      rating === 0
        ? { ok: false, message: VALIDATION_MESSAGES.selectRating }
        : { ok: true, payload: { rating, comment: normalizeComment(comment) } },
      (payload) => rateShop(shopId, payload),
      { title: COMMON_LABELS.error, fallback: REVIEW_MESSAGES.submitFailed },
      () => {
        successToast({ title: REVIEW_MESSAGES.submitted })
        reset()
        onClose()
        onRated()
      },
    )
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        reset()
        onClose()
      }}
      title={`${SHOP_DETAIL_LABELS.rateShop}: ${shopName}`}
    >
      <form onSubmit={submit} className="rating-form" noValidate>
        {earlier && <p className="dialog__note">{SHOP_DETAIL_COPY.earlierRatingNote}</p>}
        <fieldset className="rating-form__stars">
          <legend>{SHOP_DETAIL_COPY.yourRating}</legend>
          {STARS.map((star) => (
            <label key={star} className="rating-form__star">
              <input
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => {
                  touched.current = true
                  setRating(star)
                }}
              />
              <span aria-hidden="true">{star <= rating ? '★' : '☆'}</span>
              <span className="visually-hidden">{SHOP_DETAIL_COPY.stars(star)}</span>
            </label>
          ))}
        </fieldset>
        <label className="rating-form__comment">
          <span>{SHOP_DETAIL_COPY.comment}</span>
          <textarea
            value={comment}
            onChange={(event) => {
              touched.current = true
              setComment(event.target.value)
            }}
            rows={3}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
          />
        </label>
        {form.formError && (
          <p className="form-error" role="alert">
            {form.formError}
          </p>
        )}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={form.busy}>
            {SHOP_DETAIL_COPY.submitRating}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
