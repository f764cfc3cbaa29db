import { useQuery } from '@tanstack/react-query'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { formatDate, formatDateTime, fullName, serverMessage } from '@shoplocal/shared/rules'
import type { AdminCustomerDetail } from '@shoplocal/shared/types'
import { useId, type ReactNode } from 'react'
import { customerStoryQuery } from '../../api/customers'
import { useBridge } from '../../bridge/context'
import { ModalDialog } from '../ModalDialog'
import { CUSTOMER_STORY_COPY as COPY } from '../../copy-details'
import { actionLabel, logReason } from '../../lib/log-labels'
import { useDecision } from '../../lib/use-decision'
import { restrictOnOwnInitiative } from '../../api/trust'
import { TRUST_CONSOLE } from '../../messages/index'
import './customer-story.css'

/** Whom the story is about, as the list that opened it knows them. */
export interface StorySubject {
  id: number
  name: string
}

function Section({ title, shown, total, children }: { title: string; shown?: number; total?: number; children: ReactNode }) {
  const note = shown !== undefined && total !== undefined ? COPY.newest(shown, total) : ''
  return (
    <section className="story-section">
      <h3>
        {title}
        {total !== undefined ? <span className="story-count"> ({total.toLocaleString('en-IE')})</span> : null}
      </h3>
      {note ? <p className="muted story-note">{note}</p> : null}
      {children}
    </section>
  )
}

function Events<Item>({ items, label, render }: { items: Item[]; label: string; render(item: Item): ReactNode }) {
  if (items.length === 0) return <p className="muted">{COPY.none}</p>
  return (
    <ul className="story-events" aria-label={label}>
      {items.map((item, index) => (
        <li key={index}>{render(item)}</li>
      ))}
    </ul>
  )
}

function Story({ story }: { story: AdminCustomerDetail }) {
  const { customer, counts } = story
  const verified = customer.isEmailVerified || customer.isPhoneVerified
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
            {customer.banned ? COMMON_LABELS.banned : COMMON_LABELS.active} · {verified ? COPY.verified : COPY.notVerified}
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
      <Section title={COPY.signIns}>
        <Events
          items={story.signIns}
          label={COPY.signIns}
          render={(event) => (
            <>
              <span className={event.success ? undefined : 'story-bad'}>{event.success ? actionLabel(event.action) : COPY.failed}</span>
              <span className="muted">
                {formatDateTime(event.createdAt)}
                {event.ipAddress ? ` · ${event.ipAddress}` : ''}
              </span>
            </>
          )}
        />
      </Section>
      <Section title={COPY.reviews} shown={story.reviews.length} total={counts.reviews}>
        <Events
          items={story.reviews}
          label={COPY.reviews}
          render={(review) => (
            <>
              <span>
                <strong>{review.productName ?? review.shopName ?? '—'}</strong> · {COPY.stars(review.rating)}
              </span>
              {review.comment ? <span>{review.comment}</span> : null}
              <span className="muted">{formatDateTime(review.createdAt)}</span>
              <button type="button" className="button button-secondary story-action" onClick={() => hideReview(review.id)}>
                {TRUST_CONSOLE.hideReview}
              </button>
            </>
          )}
        />
      </Section>
      <Section title={COPY.chats} shown={story.chats.length} total={counts.chats}>
        <Events
          items={story.chats}
          label={COPY.chats}
          render={(chat) => (
            <>
              <strong>{chat.shopName}</strong>
              <span className="muted">
                {COPY.messageCount(chat.messageCount)} · {formatDateTime(chat.updatedAt)}
              </span>
            </>
          )}
        />
      </Section>
      <Section title={COPY.messages} shown={story.messages.length} total={counts.messages}>
        <Events
          items={story.messages}
          label={COPY.messages}
          render={(message) => (
            <>
              <strong>{message.shopName}</strong>
              <span>{message.content}</span>
              <span className="muted">{formatDateTime(message.createdAt)}</span>
            </>
          )}
        />
      </Section>
      <Section title={COPY.visits} shown={story.visits.length} total={counts.visits}>
        <Events
          items={story.visits}
          label={COPY.visits}
          render={(visit) => (
            <>
              <strong>{visit.shopName}</strong>
              <span className="muted">{formatDateTime(visit.visitedAt)}</span>
            </>
          )}
        />
      </Section>
      <Section title={COPY.adminActions}>
        <Events
          items={story.adminActions}
          label={COPY.adminActions}
          render={(log) => (
            <>
              <strong>{actionLabel(log.action)}</strong>
              {logReason(log) ? <span>{logReason(log)}</span> : null}
              <span className="muted">
                {log.admin ? fullName(log.admin.firstName, log.admin.lastName) || log.admin.email : '—'} · {formatDateTime(log.createdAt)}
              </span>
            </>
          )}
        />
      </Section>
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

/** A customer's whole story in a dialog: the account, counts, sign-ins, reviews, chats, messages, visits and admin actions. */
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
