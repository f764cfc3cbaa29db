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
