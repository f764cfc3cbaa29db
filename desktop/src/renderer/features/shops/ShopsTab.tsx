import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE, ALL_FILTER, SHOP_STATUSES } from '@shoplocal/shared/constants'
import {
  ADMIN_CONFIRMATIONS,
  ADMIN_CSV_PREFIXES,
  ADMIN_LABELS,
  ADMIN_SUCCESS,
  COMMON_LABELS,
  CONSOLE_LABELS,
  DEFAULT_REJECT_REASON,
  ENHANCED_ADMIN_ERRORS,
  ENHANCED_CONFIRMATIONS,
  ENHANCED_TAB_LABELS,
  CLASSIC_ADMIN_ERRORS,
} from '@shoplocal/shared/messages'
import type { AdminShop } from '@shoplocal/shared/types'
import { useMemo } from 'react'
import { ADMIN_ACTIONS, ADMIN_QUERY_KEY, fetchShops } from '../../api/admin'
import { useBridge } from '../../bridge/context'
import type { RowAction } from '../../components/cells'
import { ExportButton } from '../../components/ExportButton'
import { SearchBox, SelectFilter } from '../../components/filters'
import { PagedGrid } from '../../components/PagedGrid'
import { EXPORT_PAGE_SIZE } from '../../lib/csv-export'
import { listQueryParams } from '../../lib/list-query'
import { useConfirmedAdminAction } from '../../lib/use-admin-action'
import { useListQuery } from '../../lib/use-list-query'
import { moderationStatus, SHOP_CSV_COLUMNS, SHOP_SORT_FIELDS, shopColumns } from './shops-columns'

const STATUS_LABELS = { approved: COMMON_LABELS.approved, pending: COMMON_LABELS.pending, rejected: COMMON_LABELS.rejected }
const STATUS_OPTIONS = [
  { value: ALL_FILTER, label: CONSOLE_LABELS.all },
  ...SHOP_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
]

/** Spec 2 §2 Shops: search, status filter, approve / reject with a reason / remove, 20 per page. */
export function ShopsTab() {
  const bridge = useBridge()
  const { query, searchText, setSearchText, dispatch } = useListQuery({
    filters: { status: ALL_FILTER as string },
    sortable: SHOP_SORT_FIELDS,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  })
  const params = listQueryParams(query, ADMIN_PAGE_SIZE)
  const shops = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'shops', params],
    queryFn: () => fetchShops(bridge, params),
    placeholderData: keepPreviousData,
  })
  const { ask, dialog } = useConfirmedAdminAction()

  const columns = useMemo(() => {
    const actionsFor = (shop: AdminShop): RowAction[] => {
      const status = moderationStatus(shop)
      const approve: RowAction = {
        label: COMMON_LABELS.approve,
        onClick: () =>
          ask({
            confirm: { title: COMMON_LABELS.approve, message: ENHANCED_CONFIRMATIONS.approveShop, confirmLabel: COMMON_LABELS.approve, withReason: false },
            action: () => ADMIN_ACTIONS.approveShop(shop.id),
            success: ADMIN_SUCCESS.shopApproved,
            failure: ENHANCED_ADMIN_ERRORS.approveShop,
          }),
      }
      const reject: RowAction = {
        label: COMMON_LABELS.reject,
        danger: true,
        onClick: () =>
          ask({
            confirm: { title: COMMON_LABELS.reject, message: ENHANCED_CONFIRMATIONS.rejectShop, confirmLabel: COMMON_LABELS.reject, withReason: true, danger: true },
            action: (reason) => ADMIN_ACTIONS.rejectShop(shop.id, reason.trim() || DEFAULT_REJECT_REASON),
            success: ADMIN_SUCCESS.shopRejected,
            failure: ENHANCED_ADMIN_ERRORS.rejectShop,
          }),
      }
      const remove: RowAction = {
        label: ADMIN_LABELS.remove,
        danger: true,
        onClick: () =>
          ask({
            confirm: { title: ADMIN_LABELS.remove, message: ADMIN_CONFIRMATIONS.removeShop, confirmLabel: ADMIN_LABELS.remove, withReason: true, danger: true },
            action: (reason) => ADMIN_ACTIONS.removeShop(shop.id, reason.trim() || DEFAULT_REJECT_REASON),
            success: ADMIN_SUCCESS.shopRemoved,
            failure: CLASSIC_ADMIN_ERRORS.removeShop,
          }),
      }
      // Approve only when not approved; reject only a pending shop; an approved shop can be removed (spec 2 §4).
      if (status === 'approved') return [remove]
      return status === 'pending' ? [approve, reject] : [approve, remove]
    }
    return shopColumns(actionsFor)
  }, [ask])

  return (
    <section className="tab">
      <div className="toolbar">
        <SearchBox label={CONSOLE_LABELS.searchShops} value={searchText} onChange={setSearchText} />
        <SelectFilter label={CONSOLE_LABELS.status} value={query.filters.status} options={STATUS_OPTIONS} onChange={(value) => dispatch({ type: 'filter', name: 'status', value })} />
        <span className="toolbar-spacer" />
        <ExportButton
          prefix={ADMIN_CSV_PREFIXES.shops}
          columns={SHOP_CSV_COLUMNS}
          fetchPage={async (exportPage) => {
            const result = await fetchShops(bridge, listQueryParams(query, EXPORT_PAGE_SIZE, exportPage))
            return { rows: result.shops, totalPages: result.totalPages }
          }}
        />
      </div>
      <PagedGrid
        label={ENHANCED_TAB_LABELS.shops}
        result={shops}
        rowsOf={(data) => data.shops}
        totalPagesOf={(data) => data.totalPages}
        requestedPage={query.page}
        columns={columns}
        emptyText={CONSOLE_LABELS.noShops}
        rowId={(shop) => String(shop.id)}
        sortBy={query.sortBy}
        sortOrder={query.sortOrder}
        onSortChange={(sortBy, sortOrder) => dispatch({ type: 'sort', sortBy, sortOrder })}
        onPage={(next) => dispatch({ type: 'page', page: next })}
      />
      {dialog}
    </section>
  )
}
