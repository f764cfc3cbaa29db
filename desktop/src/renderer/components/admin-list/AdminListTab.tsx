import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { SortOrder } from '@shoplocal/shared/types'
import { useMemo, type ReactNode } from 'react'
import { ADMIN_QUERY_KEY } from '../../api/admin'
import { useSignedInAdmin } from '../../auth/session'
import { useBridge } from '../../bridge/context'
import { EXPORT_PAGE_SIZE, pagedSource } from '../../lib/csv-export'
import { listQueryParams } from '../../lib/list-query'
import { useConfirmedAdminAction } from '../../lib/use-admin-action'
import { useListQuery } from '../../lib/use-list-query'
import type { RowAction } from '../cells'
import { ExportButton } from '../ExportButton'
import { DateFilter, SearchBox, SelectFilter, SortPicker } from '../filters'
import { PagedGrid } from '../PagedGrid'
import type { AdminListConfig } from './admin-list-config'
import { actionsColumn } from './row-action'

/**
 * A console list tab from its configuration: search, filters and sort go to the server, one page is
 * shown at a time, the export fetches every matching page, and row actions are confirmed first.
 */
export function AdminListTab<Row, Page extends { totalCount: number }>({
  config,
  before,
}: {
  config: AdminListConfig<Row, Page>
  /** What the tab shows above the toolbar, such as stat cards. */
  before?: ReactNode
}) {
  const bridge = useBridge()
  const admin = useSignedInAdmin()
  const filters = config.filters ?? []
  const { query, searchText, setSearchText, dispatch } = useListQuery({
    filters: Object.fromEntries(filters.map((filter) => [filter.name, filter.initial])),
    sortable: config.sort?.fields ?? [],
    sortBy: config.sort?.sortBy ?? null,
    sortOrder: config.sort?.sortOrder ?? 'desc',
  })
  const params = listQueryParams(query, config.pageSize)
  const result = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, config.key, params],
    queryFn: () => config.fetchPage(bridge, params),
    placeholderData: keepPreviousData,
  })
  const { ask, dialog } = useConfirmedAdminAction()

  const columns = useMemo(() => {
    const { actions } = config
    if (!actions) return config.columns
    const buttonsFor = (row: Row): RowAction[] =>
      actions.for(row, admin).map(({ spec, open, ...button }) => ({
        ...button,
        onClick: () => {
          if (open) open()
          else if (spec) ask(spec)
        },
      }))
    return [...config.columns, actionsColumn(buttonsFor, actions)]
  }, [config, admin, ask])

  const setSort = (sortBy: string | null, sortOrder: SortOrder) => dispatch({ type: 'sort', sortBy, sortOrder })
  const exportSource = () => {
    const { page: _page, limit: _limit, ...filtered } = listQueryParams(query, EXPORT_PAGE_SIZE)
    if (config.csv.source) return config.csv.source(bridge, filtered)
    return pagedSource(async (exportPage) => {
      const page = await config.fetchPage(bridge, listQueryParams(query, EXPORT_PAGE_SIZE, exportPage))
      return { rows: config.rowsOf(page), totalPages: config.totalPagesOf(page, EXPORT_PAGE_SIZE), totalCount: page.totalCount }
    })
  }
  return (
    <section className={before ? 'tab tab-with-header' : 'tab'}>
      {before}
      <div className="toolbar">
        {config.search ? <SearchBox label={config.search} value={searchText} onChange={setSearchText} /> : null}
        {filters.map((filter) => {
          const Filter = filter.type === 'date' ? DateFilter : SelectFilter
          return (
            <Filter
              key={filter.name}
              label={filter.label}
              value={query.filters[filter.name] ?? filter.initial}
              options={filter.options ?? []}
              onChange={(value) => dispatch({ type: 'filter', name: filter.name, value })}
            />
          )
        })}
        {config.sort?.picker ? (
          <SortPicker
            sortBy={query.sortBy ?? config.sort.sortBy}
            sortOrder={query.sortOrder}
            options={config.sort.picker}
            onChange={setSort}
          />
        ) : null}
        <span className="toolbar-spacer" />
        <ExportButton prefix={config.csv.prefix} columns={config.csv.columns} source={exportSource} />
      </div>
      {config.summary && result.data ? <p className="list-summary muted">{config.summary(result.data, params)}</p> : null}
      <PagedGrid
        label={config.label}
        result={result}
        rowsOf={config.rowsOf}
        totalPagesOf={(page) => config.totalPagesOf(page, config.pageSize)}
        hasNext={config.hasNext}
        requestedPage={query.page}
        columns={columns}
        emptyText={config.emptyText}
        rowId={config.rowId}
        sortBy={query.sortBy}
        sortOrder={query.sortOrder}
        onSortChange={config.sort ? setSort : undefined}
        onPage={(next) => dispatch({ type: 'page', page: next })}
      />
      {config.actions ? dialog : null}
    </section>
  )
}
