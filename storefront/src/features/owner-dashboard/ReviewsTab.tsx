import { REVIEW_REPLY_MAX_LENGTH, REVIEWS_PAGE_SIZE, productPath, shopPath } from '@shoplocal/shared/constants'
import { formatDate } from '@shoplocal/shared/rules'
import type { OwnerReview, Review } from '@shoplocal/shared/types'
import { useEffect, useState } from 'react'
import { TextAreaField } from '../../components/ui/fields.tsx'
import { accept, successToast } from '../../components/ui/use-submit.ts'
import { deleteReviewReply, loadOwnerReviews, saveReviewReply } from './dashboard-api.ts'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'
import { OWNER_REVIEWS_COPY as COPY } from './reviews-copy.ts'

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; reviews: OwnerReview[]; total: number }

/** The reviews of the owner's shops and products, newest first, a page at a time, each answerable in place. */
export default function ReviewsTab() {
  const [page, setPage] = useState(1)
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    setLoaded({ kind: 'loading' })
    void loadOwnerReviews(page, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      setLoaded(result.ok ? { kind: 'ready', reviews: result.data.rows, total: result.data.total } : { kind: 'failed' })
    })
    return () => controller.abort()
  }, [page])

  /** An answer replaces the review it is about, so the list shows the reply as the public pages will. */
  function replaced(review: Review) {
    setLoaded((current) =>
      current.kind === 'ready'
        ? { ...current, reviews: current.reviews.map((item) => (item.id === review.id ? { ...item, reply: review.reply } : item)) }
        : current,
    )
  }

  const pages = loaded.kind === 'ready' ? Math.max(1, Math.ceil(loaded.total / REVIEWS_PAGE_SIZE)) : 1
  return (
    <section aria-labelledby="owner-reviews-heading" data-testid="owner-reviews">
      <h2 id="owner-reviews-heading" className="owner-section__title">
        {COPY.title}
      </h2>
      <p className="owner-reviews__intro">{COPY.intro}</p>
      {loaded.kind === 'loading' && <p className="owner-empty">{COPY.loading}</p>}
      {loaded.kind === 'failed' && (
        <p className="owner-empty" role="alert">
          {COPY.loadFailed}
        </p>
      )}
      {loaded.kind === 'ready' && loaded.reviews.length === 0 && <p className="owner-empty">{COPY.empty}</p>}
      {loaded.kind === 'ready' && loaded.reviews.length > 0 && (
        <ol className="owner-reviews">
          {loaded.reviews.map((review) => (
            <OwnerReviewItem key={review.id} review={review} onChanged={replaced} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="owner-reviews__pages" aria-label={COPY.title}>
          <button type="button" className="button button--outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {COPY.newer}
          </button>
          <span>{COPY.page(page, pages)}</span>
          <button type="button" className="button button--outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {COPY.older}
          </button>
        </nav>
      )}
    </section>
  )
}

function OwnerReviewItem({ review, onChanged }: { review: OwnerReview; onChanged(review: Review): void }) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(review.reply?.body ?? '')
  const { busy, fieldErrors, submit, reset } = useOwnerSubmit()

  async function save() {
    const answer = await submit(
      accept(text),
      (body) => saveReviewReply(review.id, body),
      ownerFailure(COPY.saveFailed),
      () => successToast({ title: COPY.replySaved }),
    )
    if (!answer) return
    onChanged(answer.review)
    setEditing(false)
  }

  async function remove() {
    if (!window.confirm(COPY.confirmDelete)) return
    const answer = await submit(accept(review.id), deleteReviewReply, ownerFailure(COPY.deleteFailed), () =>
      successToast({ title: COPY.replyDeleted }),
    )
    if (!answer) return
    onChanged({ ...review, reply: null })
    setText('')
  }

  const about =
    review.productId !== null && review.productName !== null ? (
      <a href={productPath(review.productId)}>{COPY.aboutProduct(review.productName, review.shopName)}</a>
    ) : (
      <a href={shopPath(review.shopId)}>{COPY.aboutShop(review.shopName)}</a>
    )
  return (
    <li className="owner-review" data-testid="owner-review" data-review-id={review.id}>
      <p className="owner-review__about">{about}</p>
      <p className="owner-review__head">
        <span className="owner-review__stars" role="img" aria-label={COPY.stars(review.rating)}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
        <span className="owner-review__name">{review.reviewerName ?? COPY.anonymous}</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      {review.comment && <p className="owner-review__comment">{review.comment}</p>}
      {editing ? (
        <div className="owner-review__form">
          <TextAreaField
            label={COPY.yourReply}
            value={text}
            onValueChange={setText}
            error={fieldErrors.body}
            maxLength={REVIEW_REPLY_MAX_LENGTH}
            name="reply"
          />
          <div className="owner-review__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void save()}>
              {COPY.save}
            </button>
            <button
              type="button"
              className="button button--outline"
              disabled={busy}
              onClick={() => {
                setEditing(false)
                setText(review.reply?.body ?? '')
                reset()
              }}
            >
              {COPY.cancel}
            </button>
          </div>
        </div>
      ) : review.reply ? (
        <div className="owner-review__reply" data-testid="owner-reply">
          <p className="owner-review__reply-head">
            {COPY.yourReply} · <time dateTime={review.reply.updatedAt}>{formatDate(review.reply.updatedAt)}</time>
          </p>
          <p className="owner-review__reply-body">{review.reply.body}</p>
          <div className="owner-review__actions">
            <button type="button" className="button button--outline" disabled={busy} onClick={() => setEditing(true)}>
              {COPY.editReply}
            </button>
            <button type="button" className="button button--outline" disabled={busy} onClick={() => void remove()}>
              {COPY.deleteReply}
            </button>
          </div>
        </div>
      ) : (
        <div className="owner-review__actions">
          <button type="button" className="button button--outline" onClick={() => setEditing(true)}>
            {COPY.reply}
          </button>
        </div>
      )}
    </li>
  )
}
