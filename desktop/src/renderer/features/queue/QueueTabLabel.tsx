import { QUEUE_KIND_LABELS, QUEUE_LABELS, queueTabTitle } from '../../messages/index'
import type { ModerationKind } from '@shoplocal/shared/types'
import { useModerationQueue } from '../../api/moderation'

const KINDS: ModerationKind[] = ['shop', 'payment', 'spotlight']

/**
 * The queue's tab in the console's tab bar, titled with how many of each kind wait: one small chip per
 * kind in the kind's colour, the words kept for screen readers and the tooltip, so the rail still fits.
 */
export function QueueTabLabel() {
  const counts = useModerationQueue().data?.counts
  if (!counts) return <>{QUEUE_LABELS.title}</>
  const title = queueTabTitle(counts)
  return (
    <span className="tab-label-counted" title={title}>
      {QUEUE_LABELS.title}
      {/*
       * The link's name is its label, then the counts in words; the chips show the same counts and are hidden
       * from the name, so it holds the visible label whole and a speech user's "Moderation Queue" finds it.
       */}
      <span className="visually-hidden"> {KINDS.map((kind) => `${counts[kind]} ${queueKindWord(kind, counts[kind])}`).join(', ')}</span>
      {/* The chips stay together: beside the title when they fit, else on a line of their own, never past the rail. */}
      <span className="tab-counts" aria-hidden="true">
        {KINDS.map((kind) => (
          <span key={kind} className={`tab-count queue-kind-${kind}`}>
            {counts[kind]}
          </span>
        ))}
      </span>
    </span>
  )
}

const queueKindWord = (kind: ModerationKind, count: number) => `${QUEUE_KIND_LABELS[kind].toLowerCase()}${count === 1 ? '' : 's'}`
