import { formatDateTime } from '@shoplocal/shared/rules'
import type { HeldReview } from '@shoplocal/shared/types'
import { TabError } from '../../components/TabState'
import { useDecision } from '../../lib/use-decision'
import { TRUST_CONSOLE } from '../../messages/index'
import { approveHeldReview, rejectHeldReview, useHeldReviews } from '../../api/trust'

/**
 * Reviews held in a burst of new reviewers on one shop, beside the reports they resemble: each is approved
 * (it counts from then) or rejected, which hides it with the statement of reasons any hidden review gets.
 */
export function HeldReviews() {
  const held = useHeldReviews()
  const { decide, dialog } = useDecision()

  const approve = (review: HeldReview) =>
    void decide({
      send: (bridge) => approveHeldReview(bridge, review.id),
      success: TRUST_CONSOLE.reviewApproved,
      failure: TRUST_CONSOLE.heldDecisionFailed,
    })
  const reject = (review: HeldReview) =>
    void decide({
      confirm: {
        title: TRUST_CONSOLE.rejectReview,
        message: TRUST_CONSOLE.rejectReviewQuestion,
        confirmLabel: TRUST_CONSOLE.rejectReview,
        withReason: true,
        reasonRequired: true,
        withGround: true,
        danger: true,
      },
      send: (bridge, reason, ground) => rejectHeldReview(bridge, review.id, reason, ground),
      success: TRUST_CONSOLE.reviewRejected,
      failure: TRUST_CONSOLE.heldDecisionFailed,
    })

  if (held.isError) return <TabError error={held.error} onRetry={() => void held.refetch()} />
  const reviews = held.data?.reviews ?? []
  return (
    <section className="held-reviews" aria-labelledby="held-reviews-heading" aria-busy={held.isFetching} data-testid="held-reviews">
      {dialog}
      <div className="toolbar">
        <h2 className="trust-heading" id="held-reviews-heading">
          {TRUST_CONSOLE.heldHeading}
        </h2>
        {held.data ? <span className="muted">{TRUST_CONSOLE.heldCount(held.data.totalCount)}</span> : null}
      </div>
      <p className="muted">{TRUST_CONSOLE.heldIntro}</p>
      {held.data && reviews.length === 0 ? <p className="empty-note">{TRUST_CONSOLE.heldEmpty}</p> : null}
      <ul className="trust-list">
        {reviews.map((review) => (
          <li key={review.id} className="trust-item" data-testid="held-review" data-review-id={review.id}>
            <div className="trust-item-head">
              <strong>{TRUST_CONSOLE.heldAbout(review.shopName, review.productName)}</strong>
              <span className="pill pill-warn">{TRUST_CONSOLE.heldSince(formatDateTime(review.heldAt))}</span>
              <span className="toolbar-spacer" />
              <button
                type="button"
                className="button button-secondary"
                aria-label={TRUST_CONSOLE.approveReviewLabel(review.id)}
                onClick={() => approve(review)}
              >
                {TRUST_CONSOLE.approveReview}
              </button>
              <button
                type="button"
                className="button button-danger"
                aria-label={TRUST_CONSOLE.rejectReviewLabel(review.id)}
                onClick={() => reject(review)}
              >
                {TRUST_CONSOLE.rejectReview}
              </button>
            </div>
            <dl className="trust-facts">
              <dt>{TRUST_CONSOLE.heldRating}</dt>
              <dd>
                <span aria-hidden="true">{TRUST_CONSOLE.stars(review.rating)}</span>
                <span className="visually-hidden">{TRUST_CONSOLE.starsSpoken(review.rating)}</span>
              </dd>
              <dt>{TRUST_CONSOLE.heldBy}</dt>
              <dd>{TRUST_CONSOLE.heldReviewer(review.reviewerName, review.reviewerKind)}</dd>
              {review.comment ? (
                <>
                  <dt>{TRUST_CONSOLE.heldComment}</dt>
                  <dd className="trust-quote">{review.comment}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
