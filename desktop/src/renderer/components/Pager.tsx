import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { pageIndicator } from '../messages/index'

interface PagerProps {
  page: number
  totalPages: number
  hasNext: boolean
  totalCount?: number
  onPage(page: number): void
  busy?: boolean
}

/** Previous / 'Page x of y' / Next under a grid. */
export function Pager({ page, totalPages, hasNext, totalCount, onPage, busy = false }: PagerProps) {
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button button-secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {COMMON_LABELS.previous}
      </button>
      <span className="pager-label" aria-live="polite">
        {pageIndicator(page, totalPages)}
        {totalCount === undefined ? null : <span className="muted"> · {totalCount.toLocaleString('en-IE')} in all</span>}
      </span>
      <button type="button" className="button button-secondary" disabled={busy || !hasNext} onClick={() => onPage(page + 1)}>
        {COMMON_LABELS.next}
      </button>
    </nav>
  )
}
