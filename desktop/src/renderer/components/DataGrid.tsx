import type { ColDef, GridApi, SortChangedEvent, SuppressKeyboardEventParams } from 'ag-grid-community'
import { AgGridReact } from 'ag-grid-react'
import { useEffect, useMemo, useState } from 'react'
import type { SortOrder } from '@shoplocal/shared/types'
import { gridTheme } from './grid-setup'

/** The colId of the row-actions column; its buttons are reached with Enter and Tab. */
export const ACTIONS_COL_ID = 'actions'

interface DataGridProps<Row> {
  label: string
  rows: Row[] | undefined
  columns: ColDef<Row>[]
  loading: boolean
  emptyText: string
  rowId(row: Row): string
  sortBy?: string | null
  sortOrder?: SortOrder
  onSortChange?(sortBy: string | null, sortOrder: SortOrder): void
}

/**
 * Inside the actions cell, Tab moves between its buttons and Enter/Space press them; the grid gets
 * the key back once focus would leave the cell.
 */
function keepKeysInActionButtons({ event }: SuppressKeyboardEventParams): boolean {
  const target = event.target
  if (!(target instanceof HTMLButtonElement)) return false
  if (event.key === 'Enter' || event.key === ' ') return true
  if (event.key !== 'Tab') return false
  const buttons = [...(target.parentElement?.querySelectorAll('button:not(:disabled)') ?? [])]
  const index = buttons.indexOf(target)
  return event.shiftKey ? index > 0 : index < buttons.length - 1
}

/** Server order is the order: every column compares equal, so the grid never re-sorts a page. */
const keepServerOrder = () => 0

/**
 * One page of a server-paged list in AG Grid's client-side row model. Header clicks report the
 * sort to the caller, which asks the API for it; the grid only shows the indicator.
 */
export function DataGrid<Row>({
  label,
  rows,
  columns,
  loading,
  emptyText,
  rowId,
  sortBy = null,
  sortOrder = 'desc',
  onSortChange,
}: DataGridProps<Row>) {
  const [api, setApi] = useState<GridApi<Row> | null>(null)
  const defaultColDef = useMemo<ColDef<Row>>(
    () => ({
      sortable: false,
      sortingOrder: ['asc', 'desc'],
      comparator: keepServerOrder,
      resizable: true,
      suppressMovable: true,
      minWidth: 96,
    }),
    [],
  )
  const columnDefs = useMemo(
    () =>
      columns.map((column) => (column.colId === ACTIONS_COL_ID ? { ...column, suppressKeyboardEvent: keepKeysInActionButtons } : column)),
    [columns],
  )

  useEffect(() => {
    if (!api || api.isDestroyed()) return
    api.applyColumnState({ state: sortBy ? [{ colId: sortBy, sort: sortOrder }] : [], defaultState: { sort: null } })
  }, [api, sortBy, sortOrder])

  const sortChanged = (event: SortChangedEvent<Row>) => {
    if (event.source === 'api' || !onSortChange) return
    const sorted = event.api.getColumnState().find((column) => column.sort)
    onSortChange(sorted?.colId ?? null, sorted?.sort === 'asc' ? 'asc' : 'desc')
  }

  const empty = !loading && rows !== undefined && rows.length === 0
  return (
    <div className="grid-frame" role="region" aria-label={label} aria-busy={loading}>
      <AgGridReact<Row>
        theme={gridTheme}
        rowData={rows ?? []}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={({ data }) => rowId(data)}
        loading={loading}
        suppressNoRowsOverlay
        suppressMultiSort
        animateRows={false}
        onGridReady={(event) => setApi(event.api)}
        onSortChanged={sortChanged}
        onCellKeyDown={(event) => {
          const key = event.event instanceof KeyboardEvent ? event.event.key : ''
          if (key !== 'Enter' || !('column' in event) || event.column.getColId() !== ACTIONS_COL_ID) return
          const cell = event.event?.target
          if (cell instanceof HTMLElement) cell.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus()
        }}
      />
      {empty ? (
        <p className="grid-empty" role="status">
          {emptyText}
        </p>
      ) : null}
    </div>
  )
}
