import { SEARCH_TEXT_MAX_LENGTH } from '@shoplocal/shared/constants'

interface Props {
  id: string
  name: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}

export function TextField({ id, name, label, placeholder, value, onChange }: Props) {
  return (
    <div className="search-field">
      <label className="search-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="search-field__input"
        type="search"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
      />
    </div>
  )
}
