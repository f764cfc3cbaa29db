import type { ColDef } from 'ag-grid-community'
import type { UseQueryResult } from '@tanstack/react-query'
import type { SortOrder } from '@shoplocal/shared/types'
import { DataGrid } from './DataGrid'
import { Pager } from './Pager'
import { TabError } from './TabState'

interface PagedGridProps<Row, Page extends { totalCount: number }> {
  label: string
  result: UseQueryResult<Page>
  rowsOf(page: Page): Row[]
  totalPagesOf(page: Page): number
  /** Next is offered when this says so; by default while the page is before the last. */
  hasNext?(page: Page, pageNumber: number, totalPages: number): boolean
  requestedPage: number
  columns: ColDef<Row>[]
  emptyText: string
  rowId(row: Row): string
  sortBy?: string | null
  sortOrder?: SortOrder
  onSortChange?(sortBy: string | null, sortOrder: SortOrder): void
  onPage(page: number): void
}

/** A server page in the grid with the pager under it, or the load error in its place. */
export function PagedGrid<Row, Page extends { totalCount: number }>(props: PagedGridProps<Row, Page>) {
  const { result, requestedPage } = props
  const totalPages = result.data ? props.totalPagesOf(result.data) : 1
  // The API clamps a page past the end to the last one; show the page it actually served.
  const page = Math.min(requestedPage, totalPages)
  const hasNext = result.data ? (props.hasNext?.(result.data, page, totalPages) ?? page < totalPages) : false
  return (
    <>
      {result.isError && !result.data ? (
        <TabError error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <DataGrid
          label={props.label}
          rows={result.data ? props.rowsOf(result.data) : undefined}
          columns={props.columns}
          loading={result.isFetching}
          emptyText={props.emptyText}
          rowId={props.rowId}
          sortBy={props.sortBy}
          sortOrder={props.sortOrder}
          onSortChange={props.onSortChange}
        />
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        totalCount={result.data?.totalCount}
        hasNext={hasNext}
        busy={result.isFetching}
        onPage={props.onPage}
      />
    </>
  )
}
