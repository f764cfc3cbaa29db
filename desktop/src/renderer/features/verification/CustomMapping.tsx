import type { ColumnMapping } from './statement-layouts'
import { RECONCILIATION_LABELS } from '../../messages/index'
import { SelectFilter } from '../../components/filters'

function ColumnSelect({
  label,
  value,
  headers,
  optional,
  onChange,
}: {
  label: string
  value: string
  headers: string[]
  optional?: boolean
  onChange(value: string): void
}) {
  const options = [
    ...(optional ? [{ value: '', label: RECONCILIATION_LABELS.none }] : []),
    ...headers.map((header) => ({ value: header, label: header })),
  ]
  return <SelectFilter label={label} value={value} options={options} onChange={onChange} />
}

/** The columns of a statement no known layout maps: date, amount, description and (optionally) reference. */
export function CustomMapping({
  headers,
  mapping,
  onChange,
}: {
  headers: string[]
  mapping: ColumnMapping
  onChange(next: ColumnMapping): void
}) {
  return (
    <div className="toolbar">
      <ColumnSelect
        label={RECONCILIATION_LABELS.dateColumn}
        value={mapping.date}
        headers={headers}
        onChange={(date) => onChange({ ...mapping, date })}
      />
      <ColumnSelect
        label={RECONCILIATION_LABELS.amountColumn}
        value={mapping.amount}
        headers={headers}
        onChange={(amount) => onChange({ ...mapping, amount })}
      />
      <ColumnSelect
        label={RECONCILIATION_LABELS.descriptionColumn}
        value={mapping.description[0] ?? ''}
        headers={headers}
        onChange={(description) => onChange({ ...mapping, description: description ? [description] : [] })}
      />
      <ColumnSelect
        label={RECONCILIATION_LABELS.referenceColumn}
        value={mapping.reference ?? ''}
        headers={headers}
        optional
        onChange={(reference) => onChange({ ...mapping, reference: reference || null })}
      />
    </div>
  )
}
