import { QUEUE_KIND_LABELS, QUEUE_LABELS } from '../../messages/index'
import { formatDateTime, fullName } from '@shoplocal/shared/rules'
import type { ModerationItem } from '@shoplocal/shared/types'
import { itemKey, queueItemId } from './queue-state'

interface Props {
  items: ModerationItem[]
  selected: string | null
  /** The server answered: an empty list says so. */
  loaded: boolean
  onSelect: (key: string) => void
}

const ownerLine = (item: ModerationItem) => fullName(item.owner?.firstName, item.owner?.lastName) || item.owner?.email || '—'

/** The open items as one listbox; the selected one is its active option. */
export function QueueList({ items, selected, loaded, onSelect }: Props) {
  return (
    <ul
      className="queue-list"
      role="listbox"
      aria-label={QUEUE_LABELS.list}
      aria-activedescendant={selected ? queueItemId(selected) : undefined}
      tabIndex={0}
    >
      {items.length === 0 && loaded ? <li className="muted queue-empty">{QUEUE_LABELS.empty}</li> : null}
      {items.map((item) => {
        const key = itemKey(item)
        return (
          <li
            key={key}
            id={queueItemId(key)}
            role="option"
            aria-selected={key === selected}
            className={key === selected ? 'queue-item queue-item-selected' : 'queue-item'}
            onClick={() => onSelect(key)}
          >
            <span className={`queue-kind queue-kind-${item.kind}`}>{QUEUE_KIND_LABELS[item.kind]}</span>
            <span className="queue-item-title">{item.title}</span>
            <span className="queue-item-owner muted">{ownerLine(item)}</span>
            <span className="queue-item-date muted">{formatDateTime(item.submittedAt)}</span>
          </li>
        )
      })}
    </ul>
  )
}
