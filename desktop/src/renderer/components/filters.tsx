import { CONSOLE_LABELS } from '../messages/index'
import type { SortOrder } from '@shoplocal/shared/types'
import { useId } from 'react'

export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const id = useId()
  return (
    <span className="filter filter-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} placeholder={label} onChange={(event) => onChange(event.target.value)} />
    </span>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: readonly SelectOption[]
  onChange(value: string): void
}) {
  const id = useId()
  return (
    <span className="filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  )
}

/** A day (YYYY-MM-DD, the browser's own picker); blank means no limit. */
export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const id = useId()
  return (
    <span className="filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </span>
  )
}

/** A sort select with an ascending/descending toggle next to it. */
export function SortPicker({
  sortBy,
  sortOrder,
  options,
  onChange,
}: {
  sortBy: string
  sortOrder: SortOrder
  options: readonly SelectOption[]
  onChange(sortBy: string, sortOrder: SortOrder): void
}) {
  return (
    <>
      <SelectFilter label={CONSOLE_LABELS.sortBy} value={sortBy} options={options} onChange={(value) => onChange(value, sortOrder)} />
      <button
        type="button"
        className="button button-secondary sort-toggle"
        aria-pressed={sortOrder === 'asc'}
        onClick={() => onChange(sortBy, sortOrder === 'asc' ? 'desc' : 'asc')}
      >
        {sortOrder === 'asc' ? `↑ ${CONSOLE_LABELS.ascending}` : `↓ ${CONSOLE_LABELS.descending}`}
      </button>
    </>
  )
}
