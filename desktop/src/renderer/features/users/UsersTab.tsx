import { ADMIN_PAGE_SIZE, ALL_FILTER, ROLES } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import {
  ADMIN_CONFIRMATIONS,
  ADMIN_CSV_PREFIXES,
  ADMIN_LABELS,
  ADMIN_SUCCESS,
  CONSOLE_LABELS,
  ADMIN_LIST_ERRORS,
  ADMIN_LIST_CONFIRMATIONS,
  CONSOLE_TAB_LABELS,
  ROLE_LABELS,
} from '../../messages/index'
import { fullName } from '@shoplocal/shared/rules'
import type { AdminUser, AdminUsersPage } from '@shoplocal/shared/types'
import { useMemo, useState } from 'react'
import { ADMIN_ACTIONS, fetchUsers } from '../../api/admin'
import type { AdminListConfig } from '../../components/admin-list/admin-list-config'
import { AdminListTab } from '../../components/admin-list/AdminListTab'
import { rowAction, viewAction } from '../../components/admin-list/row-action'
import { ACCOUNT_STATUS_OPTIONS } from '../../lib/account-labels'
import { CUSTOMER_STORY_COPY as STORY_COPY } from '../../copy-details'
import { CustomerStoryDialog, type StorySubject } from '../../components/customer-story/CustomerStory'
import { USER_COLUMNS, USER_CSV_COLUMNS, USER_SORT_FIELDS } from './users-columns'

const ROLE_OPTIONS = [{ value: ALL_FILTER, label: CONSOLE_LABELS.all }, ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))]
/** Every account: search, role and status filters, 20 a page, suspend/unsuspend/delete; a customer's story from View. */
export const usersList = (view: (user: AdminUser) => void): AdminListConfig<AdminUser, AdminUsersPage> => ({
  key: 'users',
  label: CONSOLE_TAB_LABELS.users,
  emptyText: CONSOLE_LABELS.noUsers,
  pageSize: ADMIN_PAGE_SIZE,
  fetchPage: fetchUsers,
  rowsOf: (page) => page.users,
  totalPagesOf: (page) => page.totalPages,
  rowId: (user) => String(user.id),
  search: CONSOLE_LABELS.searchUsers,
  filters: [
    { name: 'role', label: CONSOLE_LABELS.role, options: ROLE_OPTIONS, initial: ALL_FILTER },
    { name: 'status', label: CONSOLE_LABELS.status, options: ACCOUNT_STATUS_OPTIONS, initial: ALL_FILTER },
  ],
  sort: { fields: USER_SORT_FIELDS, sortBy: 'createdAt', sortOrder: 'desc' },
  columns: USER_COLUMNS,
  csv: { prefix: ADMIN_CSV_PREFIXES.users, columns: USER_CSV_COLUMNS },
  actions: {
    flex: 1.8,
    minWidth: 220,
    // An admin cannot suspend or delete their own account from here.
    for: (user, admin) => [
      ...(user.role === 'customer' ? [viewAction(STORY_COPY.view, () => view(user))] : []),
      user.banned
        ? rowAction({
            label: ADMIN_LABELS.unsuspend,
            message: ADMIN_LIST_CONFIRMATIONS.unsuspendUser,
            call: () => ADMIN_ACTIONS.unsuspendUser(user.id),
            success: ADMIN_SUCCESS.userUnsuspended,
            failure: ADMIN_LIST_ERRORS.unsuspendUser,
          })
        : rowAction({
            label: ADMIN_LABELS.suspend,
            message: ADMIN_LIST_CONFIRMATIONS.suspendUser,
            tone: 'caution',
            withReason: true,
            withGround: true,
            disabled: user.id === admin.id,
            call: (reason, ground) => ADMIN_ACTIONS.suspendUser(user.id, reason, ground),
            success: ADMIN_SUCCESS.userSuspended,
            failure: ADMIN_LIST_ERRORS.suspendUser,
          }),
      rowAction({
        label: COMMON_LABELS.delete,
        message: ADMIN_CONFIRMATIONS.deleteUser,
        tone: 'danger',
        withReason: true,
        disabled: user.id === admin.id,
        call: (reason) => ADMIN_ACTIONS.deleteUser(user.id, reason),
        success: ADMIN_SUCCESS.userDeleted,
        failure: ADMIN_LIST_ERRORS.deleteUser,
      }),
    ],
  },
})

export function UsersTab() {
  const [viewing, setViewing] = useState<StorySubject | null>(null)
  const config = useMemo(
    () => usersList((user) => setViewing({ id: user.id, name: fullName(user.firstName, user.lastName) || user.email || `#${user.id}` })),
    [],
  )
  return (
    <>
      <AdminListTab config={config} />
      <CustomerStoryDialog subject={viewing} onClose={() => setViewing(null)} />
    </>
  )
}
