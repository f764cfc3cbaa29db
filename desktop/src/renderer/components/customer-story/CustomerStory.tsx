import { useQuery } from '@tanstack/react-query'
import { formatDate, serverMessage } from '@shoplocal/shared/rules'
import type { AdminCustomerDetail } from '@shoplocal/shared/types'
import { useId } from 'react'
import { customerStoryQuery } from '../../api/customers'
import { useBridge } from '../../bridge/context'
import { ModalDialog } from '../ModalDialog'
import { CUSTOMER_STORY_COPY as COPY } from '../../copy-details'
import { accountStatusLabel, verifiedLabel } from '../../lib/account-labels'
import { Section, StoryActivity } from './StoryActivity'
import { useDecision } from '../../lib/use-decision'
import { restrictOnOwnInitiative } from '../../api/trust'
import { TRUST_CONSOLE } from '../../messages/index'
import './customer-story.css'

/** Whom the story is about, as the list that opened it knows them. */
export interface StorySubject {
  id: number
  name: string
}

function Story({ story }: { story: AdminCustomerDetail }) {
  const { customer, counts } = story
  const { decide, dialog } = useDecision()
  // Hiding a review is an own-initiative restriction: asked with its ground, and the reviewer gets a statement.
  const hideReview = (reviewId: number) =>
    void decide({
      confirm: {
        title: TRUST_CONSOLE.hideReview,
        message: TRUST_CONSOLE.hideReviewQuestion,
        confirmLabel: TRUST_CONSOLE.hideReview,
        withReason: true,
        withGround: true,
        danger: true,
      },
      send: (bridge, reason, ground) =>
        restrictOnOwnInitiative(bridge, { targetType: 'review', targetId: reviewId }, 'hide_item', reason, ground),
      success: TRUST_CONSOLE.reviewHidden,
      failure: TRUST_CONSOLE.hideReviewFailed,
    })
  return (
    <div className="story">
      {dialog}
      <Section title={COPY.account}>
        <dl className="story-facts">
          <dt>{COPY.email}</dt>
          <dd>{customer.email ?? '—'}</dd>
          <dt>{COPY.phone}</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt>{COPY.city}</dt>
          <dd>{customer.city ?? '—'}</dd>
          <dt>{COPY.joined}</dt>
          <dd>{formatDate(customer.createdAt)}</dd>
          <dt>{COPY.status}</dt>
          <dd>
            {accountStatusLabel(customer)} · {verifiedLabel(customer)}
          </dd>
        </dl>
      </Section>
      <Section title={COPY.counts}>
        <dl className="story-counts" data-testid="customer-story-counts">
          {(
            [
              [COPY.favourites, counts.favourites],
              [COPY.follows, counts.follows],
              [COPY.reviews, counts.reviews],
              [COPY.chats, counts.chats],
              [COPY.messages, counts.messages],
              [COPY.visits, counts.visits],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value.toLocaleString('en-IE')}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <StoryActivity story={story} onHideReview={hideReview} />
    </div>
  )
}

function StoryBody({ id }: { id: number }) {
  const story = useQuery(customerStoryQuery(useBridge(), id))
  if (story.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {serverMessage(story.error.message) ?? story.error.message}
      </p>
    )
  }
  return story.data ? <Story story={story.data} /> : <p className="muted">{COPY.loading}</p>
}

/** A customer's whole story in a dialog: the account, counts, sign-ins, reviews, chats, favourites, messages, visits and admin actions. */
export function CustomerStoryDialog({ subject, onClose }: { subject: StorySubject | null; onClose(): void }) {
  const titleId = useId()
  return (
    <ModalDialog open={subject !== null} labelledBy={titleId} onOpen={() => undefined} onCancel={onClose} className="dialog-wide">
      {subject ? (
        <div className="story-dialog">
          <div className="story-header">
            <h2 id={titleId}>{COPY.title(subject.name)}</h2>
            <button type="button" className="button button-secondary" onClick={onClose} autoFocus>
              {COPY.close}
            </button>
          </div>
          <StoryBody id={subject.id} />
        </div>
      ) : null}
    </ModalDialog>
  )
}
