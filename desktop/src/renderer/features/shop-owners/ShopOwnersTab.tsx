import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE, ALL_FILTER, SHOP_OWNER_SORT_FIELDS, SHOP_OWNER_STATUS_FILTERS } from '@shoplocal/shared/constants'
import {
  ADMIN_COLUMN_LABELS,
  ADMIN_CONFIRMATIONS,
  ADMIN_CSV_PREFIXES,
  ADMIN_LABELS,
  ADMIN_SUCCESS,
  COMMON_LABELS,
  CONSOLE_LABELS,
  ENHANCED_ADMIN_ERRORS,
  ENHANCED_CONFIRMATIONS,
  ENHANCED_TAB_LABELS,
} from '@shoplocal/shared/messages'
import type { AdminShopOwner, SortOrder } from '@shoplocal/shared/types'
import { useMemo } from 'react'
import { ADMIN_ACTIONS, ADMIN_QUERY_KEY, fetchShopOwners } from '../../api/admin'
import { useBridge } from '../../bridge/context'
import type { RowAction } from '../../components/cells'
import { ExportButton } from '../../components/ExportButton'
import { SearchBox, SelectFilter } from '../../components/filters'
import { PagedGrid } from '../../components/PagedGrid'
import { EXPORT_PAGE_SIZE } from '../../lib/csv-export'
import { listQueryParams } from '../../lib/list-query'
import { useConfirmedAdminAction } from '../../lib/use-admin-action'
import { useListQuery } from '../../lib/use-list-query'
import { SHOP_OWNER_CSV_COLUMNS, shopOwnerColumns } from './shop-owners-columns'

const STATUS_OPTIONS = SHOP_OWNER_STATUS_FILTERS.map((value) => ({
  value,
  label: { all: CONSOLE_LABELS.all, active: COMMON_LABELS.active, suspended: COMMON_LABELS.suspended }[value],
}))
const SORT_OPTIONS = SHOP_OWNER_SORT_FIELDS.map((value) => ({
  value,
  label: { createdAt: ADMIN_COLUMN_LABELS.registered, name: ADMIN_COLUMN_LABELS.name, email: ADMIN_COLUMN_LABELS.email, shopName: ADMIN_COLUMN_LABELS.shopName }[value],
}))

/** Spec 2 §2 Shop Owners: search, status, sort select with an asc/desc toggle, 20 per page. */
export function ShopOwnersTab() {
  const bridge = useBridge()
  const { query, searchText, setSearchText, dispatch } = useListQuery({
    filters: { status: ALL_FILTER as string },
    sortable: SHOP_OWNER_SORT_FIELDS,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  })
  const params = listQueryParams(query, ADMIN_PAGE_SIZE)
  const owners = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'shop-owners', params],
    queryFn: () => fetchShopOwners(bridge, params),
    placeholderData: keepPreviousData,
  })
  const { ask, dialog } = useConfirmedAdminAction()

  const columns = useMemo(() => {
    const actionsFor = (owner: AdminShopOwner): RowAction[] => [
      owner.banned
        ? {
            label: ADMIN_LABELS.unsuspend,
            onClick: () =>
              ask({
                confirm: { title: ADMIN_LABELS.unsuspend, message: ENHANCED_CONFIRMATIONS.unsuspendShopOwner, confirmLabel: ADMIN_LABELS.unsuspend, withReason: false },
                action: () => ADMIN_ACTIONS.unsuspendShopOwner(owner.id),
                success: ADMIN_SUCCESS.shopOwnerUnsuspended,
                failure: ENHANCED_ADMIN_ERRORS.unsuspendShopOwner,
              }),
          }
        : {
            label: ADMIN_LABELS.suspend,
            onClick: () =>
              ask({
                confirm: { title: ADMIN_LABELS.suspend, message: ENHANCED_CONFIRMATIONS.suspendShopOwner, confirmLabel: ADMIN_LABELS.suspend, withReason: true, danger: true },
                // The shop-owner tab sends the reason as typed (spec 2 §4); the API records the default.
                action: (reason) => ADMIN_ACTIONS.suspendShopOwner(owner.id, reason),
                success: ADMIN_SUCCESS.shopOwnerSuspended,
                failure: ENHANCED_ADMIN_ERRORS.suspendShopOwner,
              }),
          },
      {
        label: COMMON_LABELS.delete,
        danger: true,
        onClick: () =>
          ask({
            confirm: { title: COMMON_LABELS.delete, message: ADMIN_CONFIRMATIONS.deleteShopOwner, confirmLabel: COMMON_LABELS.delete, withReason: true, danger: true },
            action: (reason) => ADMIN_ACTIONS.deleteShopOwner(owner.id, reason),
            success: ADMIN_SUCCESS.shopOwnerDeleted,
            failure: ENHANCED_ADMIN_ERRORS.deleteShopOwner,
          }),
      },
    ]
    return shopOwnerColumns(actionsFor)
  }, [ask])

  const setSort = (sortBy: string | null, sortOrder: SortOrder) => dispatch({ type: 'sort', sortBy, sortOrder })
  return (
    <section className="tab">
      <div className="toolbar">
        <SearchBox label={CONSOLE_LABELS.searchShopOwners} value={searchText} onChange={setSearchText} />
        <SelectFilter label={CONSOLE_LABELS.status} value={query.filters.status} options={STATUS_OPTIONS} onChange={(value) => dispatch({ type: 'filter', name: 'status', value })} />
        <SelectFilter label={CONSOLE_LABELS.sortBy} value={query.sortBy ?? 'createdAt'} options={SORT_OPTIONS} onChange={(value) => setSort(value, query.sortOrder)} />
        <button
          type="button"
          className="button button-secondary sort-toggle"
          aria-pressed={query.sortOrder === 'asc'}
          onClick={() => setSort(query.sortBy, query.sortOrder === 'asc' ? 'desc' : 'asc')}
        >
          {query.sortOrder === 'asc' ? `↑ ${CONSOLE_LABELS.ascending}` : `↓ ${CONSOLE_LABELS.descending}`}
        </button>
        <span className="toolbar-spacer" />
        <ExportButton
          prefix={ADMIN_CSV_PREFIXES.shopOwners}
          columns={SHOP_OWNER_CSV_COLUMNS}
          fetchPage={async (exportPage) => {
            const result = await fetchShopOwners(bridge, listQueryParams(query, EXPORT_PAGE_SIZE, exportPage))
            return { rows: result.shopOwners, totalPages: result.totalPages }
          }}
        />
      </div>
      <PagedGrid
        label={ENHANCED_TAB_LABELS['shop-owners']}
        result={owners}
        rowsOf={(data) => data.shopOwners}
        totalPagesOf={(data) => data.totalPages}
        requestedPage={query.page}
        columns={columns}
        emptyText={ADMIN_LABELS.noShopOwners}
        rowId={(owner) => String(owner.id)}
        sortBy={query.sortBy}
        sortOrder={query.sortOrder}
        onSortChange={setSort}
        onPage={(next) => dispatch({ type: 'page', page: next })}
      />
      {dialog}
    </section>
  )
}
