import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE, ALL_FILTER, ROLES, USER_STATUS_FILTERS } from '@shoplocal/shared/constants'
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
  ROLE_LABELS,
} from '@shoplocal/shared/messages'
import type { AdminUser } from '@shoplocal/shared/types'
import { useMemo } from 'react'
import { ADMIN_ACTIONS, ADMIN_QUERY_KEY, fetchUsers } from '../../api/admin'
import { useSignedInAdmin } from '../../auth/session'
import { useBridge } from '../../bridge/context'
import type { RowAction } from '../../components/cells'
import { ExportButton } from '../../components/ExportButton'
import { SearchBox, SelectFilter } from '../../components/filters'
import { PagedGrid } from '../../components/PagedGrid'
import { EXPORT_PAGE_SIZE } from '../../lib/csv-export'
import { listQueryParams } from '../../lib/list-query'
import { useConfirmedAdminAction } from '../../lib/use-admin-action'
import { useListQuery } from '../../lib/use-list-query'
import { USER_CSV_COLUMNS, USER_SORT_FIELDS, userColumns } from './users-columns'

const ROLE_OPTIONS = [
  { value: ALL_FILTER, label: CONSOLE_LABELS.all },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
]
const STATUS_OPTIONS = USER_STATUS_FILTERS.map((value) => ({
  value,
  label: { all: CONSOLE_LABELS.all, active: COMMON_LABELS.active, banned: COMMON_LABELS.banned }[value],
}))

/** Spec 2 §2 Users: search, role and status filters, 20 per page, suspend/unsuspend/delete. */
export function UsersTab() {
  const bridge = useBridge()
  const me = useSignedInAdmin()
  const { query, searchText, setSearchText, dispatch } = useListQuery({
    filters: { role: ALL_FILTER as string, status: ALL_FILTER as string },
    sortable: USER_SORT_FIELDS,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  })
  const params = listQueryParams(query, ADMIN_PAGE_SIZE)
  const users = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'users', params],
    queryFn: () => fetchUsers(bridge, params),
    placeholderData: keepPreviousData,
  })
  const { ask, dialog } = useConfirmedAdminAction()

  const columns = useMemo(() => {
    const actionsFor = (user: AdminUser): RowAction[] => {
      const isMe = user.id === me.id
      return [
        user.banned
          ? {
              label: ADMIN_LABELS.unsuspend,
              onClick: () =>
                ask({
                  confirm: { title: ADMIN_LABELS.unsuspend, message: ENHANCED_CONFIRMATIONS.unsuspendUser, confirmLabel: ADMIN_LABELS.unsuspend, withReason: false },
                  action: () => ADMIN_ACTIONS.unsuspendUser(user.id),
                  success: ADMIN_SUCCESS.userUnsuspended,
                  failure: ENHANCED_ADMIN_ERRORS.unsuspendUser,
                }),
            }
          : {
              label: ADMIN_LABELS.suspend,
              disabled: isMe,
              onClick: () =>
                ask({
                  confirm: { title: ADMIN_LABELS.suspend, message: ENHANCED_CONFIRMATIONS.suspendUser, confirmLabel: ADMIN_LABELS.suspend, withReason: true, danger: true },
                  // The users tab records 'No reason provided' when none is given (spec 2 §4).
                  action: (reason) => ADMIN_ACTIONS.suspendUser(user.id, reason.trim() || DEFAULT_REJECT_REASON),
                  success: ADMIN_SUCCESS.userSuspended,
                  failure: ENHANCED_ADMIN_ERRORS.suspendUser,
                }),
            },
        {
          label: COMMON_LABELS.delete,
          danger: true,
          disabled: isMe,
          onClick: () =>
            ask({
              confirm: { title: COMMON_LABELS.delete, message: ADMIN_CONFIRMATIONS.deleteUser, confirmLabel: COMMON_LABELS.delete, withReason: true, danger: true },
              action: (reason) => ADMIN_ACTIONS.deleteUser(user.id, reason.trim() || DEFAULT_REJECT_REASON),
              success: ADMIN_SUCCESS.userDeleted,
              failure: ENHANCED_ADMIN_ERRORS.deleteUser,
            }),
        },
      ]
    }
    return userColumns(actionsFor)
  }, [ask, me.id])

  return (
    <section className="tab">
      <div className="toolbar">
        <SearchBox label={CONSOLE_LABELS.searchUsers} value={searchText} onChange={setSearchText} />
        <SelectFilter label={CONSOLE_LABELS.role} value={query.filters.role} options={ROLE_OPTIONS} onChange={(value) => dispatch({ type: 'filter', name: 'role', value })} />
        <SelectFilter label={CONSOLE_LABELS.status} value={query.filters.status} options={STATUS_OPTIONS} onChange={(value) => dispatch({ type: 'filter', name: 'status', value })} />
        <span className="toolbar-spacer" />
        <ExportButton
          prefix={ADMIN_CSV_PREFIXES.users}
          columns={USER_CSV_COLUMNS}
          fetchPage={async (exportPage) => {
            const result = await fetchUsers(bridge, listQueryParams(query, EXPORT_PAGE_SIZE, exportPage))
            return { rows: result.users, totalPages: result.totalPages }
          }}
        />
      </div>
      <PagedGrid
        label={ENHANCED_TAB_LABELS.users}
        result={users}
        rowsOf={(data) => data.users}
        totalPagesOf={(data) => data.totalPages}
        requestedPage={query.page}
        columns={columns}
        emptyText={CONSOLE_LABELS.noUsers}
        rowId={(user) => String(user.id)}
        sortBy={query.sortBy}
        sortOrder={query.sortOrder}
        onSortChange={(sortBy, sortOrder) => dispatch({ type: 'sort', sortBy, sortOrder })}
        onPage={(next) => dispatch({ type: 'page', page: next })}
      />
      {dialog}
    </section>
  )
}
