import { formatDateTime, fullName } from '@shoplocal/shared/rules'
import type { AdminCustomerDetail } from '@shoplocal/shared/types'
import type { ReactNode } from 'react'
import { CUSTOMER_STORY_COPY as COPY } from '../../copy-details'
import { actionLabel, logReason } from '../../lib/log-labels'
import { TRUST_CONSOLE } from '../../messages/index'

/** One part of the story, titled with its full count and, when fewer are listed, how many are. */
export function Section({ title, shown, total, children }: { title: string; shown?: number; total?: number; children: ReactNode }) {
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

/** What the customer did and what was done to them: sign-ins, reviews, chats, favourites, messages, visits and admin actions. */
export function StoryActivity({ story, onHideReview }: { story: AdminCustomerDetail; onHideReview(reviewId: number): void }) {
  const { counts } = story
  return (
    <>
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
              <button type="button" className="button button-secondary story-action" onClick={() => onHideReview(review.id)}>
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
              {chat.lastMessage ? (
                <span>
                  <span className="muted">{COPY.lastFrom(chat.lastMessage.from)}</span> {chat.lastMessage.text}
                </span>
              ) : null}
              <span className="muted">
                {COPY.messageCount(chat.messageCount)} · {formatDateTime(chat.updatedAt)}
              </span>
            </>
          )}
        />
      </Section>
      <Section title={COPY.favourites} shown={story.favourites.length} total={counts.favourites}>
        <Events
          items={story.favourites}
          label={COPY.favourites}
          render={(favourite) => (
            <>
              <strong>{favourite.productName ?? favourite.shopName}</strong>
              {favourite.productName ? <span>{favourite.shopName}</span> : <span className="muted">{COPY.wholeShop}</span>}
              <span className="muted">{formatDateTime(favourite.createdAt)}</span>
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
    </>
  )
}
