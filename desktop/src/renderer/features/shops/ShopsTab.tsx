import { ADMIN_PAGE_SIZE, ALL_FILTER, SHOP_STATUSES } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import {
  ADMIN_CONFIRMATIONS,
  ADMIN_CSV_PREFIXES,
  ADMIN_LABELS,
  ADMIN_SUCCESS,
  MODERATION_ERRORS,
  CONSOLE_LABELS,
  ADMIN_LIST_ERRORS,
  ADMIN_LIST_CONFIRMATIONS,
  CONSOLE_TAB_LABELS,
} from '../../messages/index'
import type { AdminShop, AdminShopsPage } from '@shoplocal/shared/types'
import { ADMIN_ACTIONS, fetchShops } from '../../api/admin'
import type { AdminListConfig } from '../../components/admin-list/admin-list-config'
import { AdminListTab } from '../../components/admin-list/AdminListTab'
import { rowAction, type AdminRowAction } from '../../components/admin-list/row-action'
import { moderationStatus, SHOP_COLUMNS, SHOP_CSV_COLUMNS, SHOP_SORT_FIELDS } from './shops-columns'

const STATUS_LABELS = { approved: COMMON_LABELS.approved, pending: COMMON_LABELS.pending, rejected: COMMON_LABELS.rejected }
const STATUS_OPTIONS = [
  { value: ALL_FILTER, label: CONSOLE_LABELS.all },
  ...SHOP_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
]

/** Approve a shop that is not approved yet, reject only a pending one, end an approved one (with notice or at once), remove a rejected one. */
function shopActions(shop: AdminShop): AdminRowAction[] {
  const approve = rowAction({
    label: COMMON_LABELS.approve,
    message: ADMIN_LIST_CONFIRMATIONS.approveShop,
    call: () => ADMIN_ACTIONS.approveShop(shop.id),
    success: ADMIN_SUCCESS.shopApproved,
    failure: ADMIN_LIST_ERRORS.approveShop,
  })
  const reject = rowAction({
    label: COMMON_LABELS.reject,
    message: ADMIN_LIST_CONFIRMATIONS.rejectShop,
    tone: 'danger',
    withReason: true,
    call: (reason) => ADMIN_ACTIONS.rejectShop(shop.id, reason),
    success: ADMIN_SUCCESS.shopRejected,
    failure: ADMIN_LIST_ERRORS.rejectShop,
  })
  const remove = rowAction({
    label: ADMIN_LABELS.remove,
    message: ADMIN_CONFIRMATIONS.removeShop,
    tone: 'danger',
    withReason: true,
    call: (reason) => ADMIN_ACTIONS.removeShop(shop.id, reason),
    success: ADMIN_SUCCESS.shopRemoved,
    failure: MODERATION_ERRORS.removeShop,
  })
  // Anything but a serious breach ends a shop with notice: the console asks which by offering both.
  const endWithNotice = rowAction({
    label: ADMIN_LABELS.giveNotice,
    message: ADMIN_CONFIRMATIONS.endShopWithNotice,
    tone: 'danger',
    withReason: true,
    call: (reason) => ADMIN_ACTIONS.endShopWithNotice(shop.id, reason),
    success: ADMIN_SUCCESS.shopNoticed,
    failure: MODERATION_ERRORS.endShopWithNotice,
  })
  const status = moderationStatus(shop)
  if (status === 'approved') return [endWithNotice, remove]
  return status === 'pending' ? [approve, reject] : [approve, remove]
}

/** Every shop: search, moderation status filter, approve / reject with a reason / remove, 20 a page. */
export const SHOPS_LIST: AdminListConfig<AdminShop, AdminShopsPage> = {
  key: 'shops',
  label: CONSOLE_TAB_LABELS.shops,
  emptyText: CONSOLE_LABELS.noShops,
  pageSize: ADMIN_PAGE_SIZE,
  fetchPage: fetchShops,
  rowsOf: (page) => page.shops,
  totalPagesOf: (page) => page.totalPages,
  rowId: (shop) => String(shop.id),
  search: CONSOLE_LABELS.searchShops,
  filters: [{ name: 'status', label: CONSOLE_LABELS.status, options: STATUS_OPTIONS, initial: ALL_FILTER }],
  sort: { fields: SHOP_SORT_FIELDS, sortBy: 'createdAt', sortOrder: 'desc' },
  columns: SHOP_COLUMNS,
  csv: { prefix: ADMIN_CSV_PREFIXES.shops, columns: SHOP_CSV_COLUMNS },
  actions: { flex: 1.5, minWidth: 160, for: shopActions },
}

export function ShopsTab() {
  return <AdminListTab config={SHOPS_LIST} />
}
