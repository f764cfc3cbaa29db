import { REVIEW_COMMENT_MAX_LENGTH } from '@shoplocal/shared/constants'
import { COMMON_LABELS, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { REVIEW_MESSAGES, SHOP_DETAIL_LABELS, VALIDATION_TOASTS } from '../../messages/index.ts'
import { normalizeComment } from '@shoplocal/shared/rules'
import type { ReviewResult } from '@shoplocal/shared/types'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { savePendingRating, takePendingRating } from '../auth/index.ts'
import { guestSessionOf } from '../visitor-gate/index.ts'
import { ReviewCodeStep, REVIEW_CODE_COPY } from '../review-code/index.ts'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { FormAlert, TextField } from '../../components/ui/fields.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { SHOP_DETAIL_COPY } from './copy.ts'
import { RatingStars } from './RatingStars.tsx'
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

type Visitor = { guest: false } | { guest: true; named: boolean }

/**
 * Stars 1-5 and an optional comment, posted to POST /api/shops/{id}/reviews by a signed-in person or a guest
 * session; it closes and resets after success. A guest session not yet confirmed may give a name, then enters
 * the code it was sent (ReviewCodeStep) before the rating counts; a guest who just continued finds the rating
 * they typed before. Someone who rated the shop before finds their rating in it (a new one replaces it),
 * unless they started changing the form before it was read.
 */
export function RatingDialog({ open, shopId, shopName, signedIn, onClose, onNeedsSignIn, onRated }: Props) {
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [name, setName] = useState('')
  const [earlier, setEarlier] = useState(false)
  const [visitor, setVisitor] = useState<Visitor>({ guest: false })
  const [code, setCode] = useState<{ reviewId: number; sentTo: string } | null>(null)
  const touched = useRef(false)
  const form = useSubmit()

  useEffect(() => {
    if (!open) return
    const pending = signedIn ? null : takePendingRating(window.sessionStorage, shopId)
    if (pending) {
      touched.current = true
      setRating(pending.rating)
      setComment(pending.comment ?? '')
    }
    const reading = new AbortController()
    // Closed before an answer came: nothing to show.
    const ignore = () => undefined
    if (!signedIn)
      guestSessionOf().then((guest) => !reading.signal.aborted && guest && setVisitor({ guest: true, named: guest.name !== null }), ignore)
    ownShopRating(shopId, reading.signal).then((review) => {
      if (!review || touched.current) return
      setRating(review.rating)
      setComment(review.comment ?? '')
      setEarlier(true)
    }, ignore)
    return () => reading.abort()
  }, [open, shopId, signedIn])

  function reset() {
    setRating(0)
    setComment('')
    setName('')
    setEarlier(false)
    setCode(null)
    touched.current = false
    form.reset()
  }

  function done(result: ReviewResult) {
    if (result.held) showToast({ title: REVIEW_CODE_COPY.held, description: REVIEW_CODE_COPY.heldText, variant: 'success' })
    else successToast({ title: REVIEW_MESSAGES.submitted })
    reset()
    onClose()
    onRated()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (rating === 0) showToast({ ...VALIDATION_TOASTS.ratingRequired, variant: 'destructive' })
    else if (!signedIn && !visitor.guest && !(await guestSessionOf())) {
      savePendingRating(window.sessionStorage, { shopId, shopName, rating, comment: normalizeComment(comment) })
      reset()
      onNeedsSignIn()
      return
    }
    const guestName = visitor.guest && !visitor.named && name.trim() ? { reviewerName: name.trim() } : {}
    await form.submit(
      rating === 0
        ? { ok: false, message: VALIDATION_MESSAGES.selectRating }
        : { ok: true, payload: { rating, comment: normalizeComment(comment), ...guestName } },
      (payload) => rateShop(shopId, payload),
      { title: COMMON_LABELS.error, fallback: REVIEW_MESSAGES.submitFailed },
      (result) => (result.pending ? setCode({ reviewId: result.review.id, sentTo: result.codeSentTo ?? '' }) : done(result)),
    )
  }

  const close = () => {
    reset()
    onClose()
  }
  return (
    <Dialog open={open} onClose={close} title={`${SHOP_DETAIL_LABELS.rateShop}: ${shopName}`}>
      {code ? (
        <ReviewCodeStep reviewId={code.reviewId} sentTo={code.sentTo} onDone={done} />
      ) : (
        <form onSubmit={submit} className="rating-form" noValidate>
          {earlier && <p className="dialog__note">{SHOP_DETAIL_COPY.earlierRatingNote}</p>}
          <RatingStars rating={rating} onRate={(star) => ((touched.current = true), setRating(star))} />
          <label className="rating-form__comment">
            <span>{SHOP_DETAIL_COPY.comment}</span>
            <textarea
              value={comment}
              onChange={(event) => ((touched.current = true), setComment(event.target.value))}
              rows={3}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
            />
          </label>
          {visitor.guest && !visitor.named && (
            <TextField
              label={REVIEW_CODE_COPY.guestName}
              value={name}
              onValueChange={setName}
              autoComplete="name"
              hint={REVIEW_CODE_COPY.guestNameHint}
            />
          )}
          <FormAlert message={form.formError} />
          <div className="dialog__actions">
            <button type="submit" className="button button--primary" disabled={form.busy}>
              {SHOP_DETAIL_COPY.submitRating}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
