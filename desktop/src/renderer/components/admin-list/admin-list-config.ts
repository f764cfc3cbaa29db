import type { ColDef } from 'ag-grid-community'
import type { ReactNode } from 'react'
import type { QueryParams } from '@shoplocal/shared/rules'
import type { AdminAuthUser, SortOrder } from '@shoplocal/shared/types'
import type { ShopLocalBridge } from '../../../shared/bridge'
import type { CsvColumn, ExportSource } from '../../lib/csv-export'
import type { SelectOption } from '../filters'
import type { AdminRowAction } from './row-action'

/**
 * A filter in the toolbar whose value goes to the API as the query parameter `name`: a select of
 * `options`, or (`type: 'date'`) a day picker whose blank value sends nothing.
 */
interface ListFilter {
  name: string
  label: string
  type?: 'select' | 'date'
  options?: readonly SelectOption[]
  initial: string
}

interface ListSort {
  /** The API's sort whitelist; a header click on anything else is ignored rather than refused with a 422. */
  fields: readonly string[]
  sortBy: string
  sortOrder: SortOrder
  /** A sort select with an ascending/descending toggle in the toolbar, for lists whose headers do not say enough. */
  picker?: readonly SelectOption[]
}

interface ListActions<Row> {
  /** The buttons of one row; `admin` is the signed-in admin, who may not act on their own account. */
  for(row: Row, admin: AdminAuthUser): AdminRowAction[]
  /** Room for the widest set of buttons the column shows. */
  flex: number
  minWidth: number
}

/**
 * Everything that makes one server-paged admin list different from another. `<AdminListTab>` turns it
 * into the toolbar (search, filters, sort picker, CSV export), the grid with its pager, and the
 * confirm dialog behind the row actions.
 */
export interface AdminListConfig<Row, Page extends { totalCount: number }> {
  /** Names the list's queries under the admin query key, so Refresh All and actions refetch it. */
  key: string
  /** The grid's accessible name. */
  label: string
  emptyText: string
  pageSize: number
  fetchPage(bridge: ShopLocalBridge, params: QueryParams): Promise<Page>
  rowsOf(page: Page): Row[]
  totalPagesOf(page: Page, limit: number): number
  /** When Next is offered, if not simply "before the last page". */
  hasNext?(page: Page): boolean
  rowId(row: Row): string
  /** The search box's label; a list without one has no search. */
  search?: string
  filters?: readonly ListFilter[]
  sort?: ListSort
  /** The data columns; colIds of sortable columns are the API's sortBy values. */
  columns: ColDef<Row>[]
  actions?: ListActions<Row>
  csv: {
    prefix: string
    columns: CsvColumn<Row>[]
    /**
     * Where the export reads every matching row, given the grid's query without its page; by default
     * the list's own pages at the API's largest size. A list whose API walks a cursor reads bigger chunks.
     */
    source?(bridge: ShopLocalBridge, params: QueryParams): ExportSource<Row>
  }
  /** A line under the toolbar about the current answer (e.g. how many rows it shows of how many). */
  summary?(page: Page, params: QueryParams): ReactNode
}
