import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import './ui.css'

/**
 * WAI-ARIA tabs: the tab list is one Tab stop, the arrow keys (and Home/End) move between tabs, and
 * each panel is labelled by its tab.
 */
export interface TabItem<K extends string> {
  key: K
  label: string
}

interface TabsProps<K extends string> {
  label: string
  tabs: readonly TabItem<K>[]
  selected: K
  onSelect(key: K): void
  children: ReactNode
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const baseId = useId()
  const refs = useRef(new Map<K, HTMLButtonElement>())

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    const next = tabs[target]
    if (!next) return
    onSelect(next.key)
    refs.current.get(next.key)?.focus()
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const active = tab.key === selected
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element)
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className="tabs__panel">
        {children}
      </div>
    </div>
  )
}
