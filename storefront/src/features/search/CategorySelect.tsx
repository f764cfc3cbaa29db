import type { Category } from '@shoplocal/shared/types'
import { BROWSE_LABELS } from '../../messages/index.ts'
import { SEARCH_COPY } from './copy.ts'

interface Props {
  id: string
  value: string
  categories: Category[]
  onChange: (slug: string) => void
}

/** All Categories or one slug; an unknown slug from the address stays selectable so the URL round-trips. */
export function CategorySelect({ id, value, categories, onChange }: Props) {
  const known = value === '' || categories.some((category) => category.slug === value)
  return (
    <div className="search-field">
      <label className="search-field__label" htmlFor={id}>
        {SEARCH_COPY.categoryLabel}
      </label>
      <select id={id} className="search-field__input" name="category" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{BROWSE_LABELS.allCategories}</option>
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
        {!known && <option value={value}>{value}</option>}
      </select>
    </div>
  )
}
