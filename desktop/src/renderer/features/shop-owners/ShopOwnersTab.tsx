import { ADMIN_PAGE_SIZE, ALL_FILTER, SHOP_OWNER_SORT_FIELDS, SHOP_OWNER_STATUS_FILTERS } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import {
  ADMIN_COLUMN_LABELS,
  ADMIN_CONFIRMATIONS,
  ADMIN_CSV_PREFIXES,
  ADMIN_LABELS,
  ADMIN_SUCCESS,
  CONSOLE_LABELS,
  ADMIN_LIST_ERRORS,
  ADMIN_LIST_CONFIRMATIONS,
  CONSOLE_TAB_LABELS,
} from '../../messages/index'
import type { AdminShopOwner, AdminShopOwnersPage } from '@shoplocal/shared/types'
import { ADMIN_ACTIONS, fetchShopOwners } from '../../api/admin'
import type { AdminListConfig } from '../../components/admin-list/admin-list-config'
import { AdminListTab } from '../../components/admin-list/AdminListTab'
import { rowAction } from '../../components/admin-list/row-action'
import { SHOP_OWNER_COLUMNS, SHOP_OWNER_CSV_COLUMNS } from './shop-owners-columns'

const STATUS_OPTIONS = SHOP_OWNER_STATUS_FILTERS.map((value) => ({
  value,
  label: { all: CONSOLE_LABELS.all, active: COMMON_LABELS.active, suspended: COMMON_LABELS.suspended }[value],
}))
const SORT_OPTIONS = SHOP_OWNER_SORT_FIELDS.map((value) => ({
  value,
  label: {
    createdAt: ADMIN_COLUMN_LABELS.registered,
    name: ADMIN_COLUMN_LABELS.name,
    email: ADMIN_COLUMN_LABELS.email,
    shopName: ADMIN_COLUMN_LABELS.shopName,
  }[value],
}))

/** Accounts that own shops: search, status, a sort select with an asc/desc toggle, 20 a page. */
export const SHOP_OWNERS_LIST: AdminListConfig<AdminShopOwner, AdminShopOwnersPage> = {
  key: 'shop-owners',
  label: CONSOLE_TAB_LABELS['shop-owners'],
  emptyText: ADMIN_LABELS.noShopOwners,
  pageSize: ADMIN_PAGE_SIZE,
  fetchPage: fetchShopOwners,
  rowsOf: (page) => page.shopOwners,
  totalPagesOf: (page) => page.totalPages,
  rowId: (owner) => String(owner.id),
  search: CONSOLE_LABELS.searchShopOwners,
  filters: [{ name: 'status', label: CONSOLE_LABELS.status, options: STATUS_OPTIONS, initial: ALL_FILTER }],
  sort: { fields: SHOP_OWNER_SORT_FIELDS, sortBy: 'createdAt', sortOrder: 'desc', picker: SORT_OPTIONS },
  columns: SHOP_OWNER_COLUMNS,
  csv: { prefix: ADMIN_CSV_PREFIXES.shopOwners, columns: SHOP_OWNER_CSV_COLUMNS },
  actions: {
    flex: 1.4,
    minWidth: 180,
    for: (owner) => [
      owner.banned
        ? rowAction({
            label: ADMIN_LABELS.unsuspend,
            message: ADMIN_LIST_CONFIRMATIONS.unsuspendShopOwner,
            call: () => ADMIN_ACTIONS.unsuspendShopOwner(owner.id),
            success: ADMIN_SUCCESS.shopOwnerUnsuspended,
            failure: ADMIN_LIST_ERRORS.unsuspendShopOwner,
          })
        : rowAction({
            label: ADMIN_LABELS.suspend,
            message: ADMIN_LIST_CONFIRMATIONS.suspendShopOwner,
            tone: 'caution',
            withReason: true,
            withGround: true,
            call: (reason, ground) => ADMIN_ACTIONS.suspendShopOwner(owner.id, reason, ground),
            success: ADMIN_SUCCESS.shopOwnerSuspended,
            failure: ADMIN_LIST_ERRORS.suspendShopOwner,
          }),
      rowAction({
        label: COMMON_LABELS.delete,
        message: ADMIN_CONFIRMATIONS.deleteShopOwner,
        tone: 'danger',
        withReason: true,
        call: (reason) => ADMIN_ACTIONS.deleteShopOwner(owner.id, reason),
        success: ADMIN_SUCCESS.shopOwnerDeleted,
        failure: ADMIN_LIST_ERRORS.deleteShopOwner,
      }),
    ],
  },
}

export function ShopOwnersTab() {
  return <AdminListTab config={SHOP_OWNERS_LIST} />
}
