import { BROWSE_LABELS } from '../../messages/index.ts'
import type { KeyboardEvent } from 'react'
import type { HomeTab } from './query.ts'
import { SEARCH_COPY } from './copy.ts'

const TABS: readonly HomeTab[] = ['shops', 'products']
const TAB_LABELS: Record<HomeTab, string> = { shops: BROWSE_LABELS.shopsTab, products: BROWSE_LABELS.productsTab }

interface Props {
  selected: HomeTab
  /** A click shows the tab with the filters as typed. */
  onClick(tab: HomeTab): void
  /** An arrow key shows the other tab with the filters shown now. */
  onArrow(tab: HomeTab): void
}

/** The home results' Shops / Products tabs; the arrow keys move to the other tab and show it. */
export function HomeTabList({ selected, onClick, onArrow }: Props) {
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const other = selected === 'shops' ? 'products' : 'shops'
    onArrow(other)
    document.getElementById(`home-tab-${other}`)?.focus()
  }

  return (
    <div className="catalogue-tabs__list" role="tablist" aria-label={SEARCH_COPY.resultsLabel}>
      {TABS.map((tab) => (
        <button
          key={tab}
          id={`home-tab-${tab}`}
          type="button"
          role="tab"
          className="catalogue-tabs__tab"
          aria-selected={selected === tab}
          aria-controls="home-tab-panel"
          tabIndex={selected === tab ? 0 : -1}
          onClick={() => onClick(tab)}
          onKeyDown={onTabKey}
        >
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  )
}
