import { createColumnHelper, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table'
import type { RowData } from '@tanstack/react-table'

/** The small read-only tables of overview and analytics; no features beyond plain rows. */
const summaryFeatures = tableFeatures({})
type SummaryFeatures = typeof summaryFeatures
export const summaryColumnHelper = <Row extends RowData>() => createColumnHelper<SummaryFeatures, Row>()

interface SummaryTableProps<Row extends RowData> {
  label: string
  columns: ColumnDef<SummaryFeatures, Row>[]
  rows: Row[]
  emptyText: string
  /** Columns whose cells are figures, right-aligned. */
  numericColumns?: readonly string[]
}

export function SummaryTable<Row extends RowData>({ label, columns, rows, emptyText, numericColumns = [] }: SummaryTableProps<Row>) {
  const table = useTable({ features: summaryFeatures, columns, data: rows })
  const alignment = (id: string) => (numericColumns.includes(id) ? 'num' : undefined)
  if (rows.length === 0) return <p className="muted empty-note">{emptyText}</p>
  return (
    <table className="summary-table" aria-label={label}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={alignment(header.column.id)}>
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className={alignment(cell.column.id)}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
