import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { ADMIN_COLUMN_LABELS, ADMIN_LABELS } from '../../src/renderer/messages/index'
import type { AdminAuthUser, AdminShop, AdminShopOwner, AdminUser } from '@shoplocal/shared/types'
import { describe, expect, it } from 'vitest'
import { actionsColumn, rowAction, type AdminRowAction } from '../../src/renderer/components/admin-list/row-action'
import { logsList } from '../../src/renderer/features/logs/LogsTab'
import { SHOP_OWNERS_LIST } from '../../src/renderer/features/shop-owners/ShopOwnersTab'
import { SHOPS_LIST } from '../../src/renderer/features/shops/ShopsTab'
import { usersList } from '../../src/renderer/features/users/UsersTab'
import { CUSTOMER_STORY_COPY } from '../../src/renderer/copy-details'
import type { AdminActionSpec } from '../../src/renderer/lib/use-admin-action'

const admin = { id: 1, firstName: 'Gráinne', lastName: 'Nolan', email: 'admin@shoplocal.ie', role: 'admin' } as AdminAuthUser
const user: AdminUser = {
  id: 7,
  firstName: 'Aoife',
  lastName: 'Kelly',
  email: 'aoife.kelly@shoplocal.ie',
  phone: '0871234504',
  role: 'customer',
  banned: false,
  isEmailVerified: true,
  isPhoneVerified: false,
  createdAt: '2026-03-04T10:00:00.000Z',
}
const owner: AdminShopOwner = {
  id: 3,
  firstName: 'Siobhán',
  lastName: 'Murphy',
  email: 'siobhan.murphy@shoplocal.ie',
  shopName: 'Galway Grinds',
  shopCount: 1,
  totalProducts: 4,
  createdAt: '2026-03-04T10:05:00.000Z',
  banned: false,
}
const shop: AdminShop = {
  id: 9,
  name: 'Galway Grinds',
  location: 'Galway',
  owner: { firstName: 'Siobhán', lastName: 'Murphy', email: 'siobhan.murphy@shoplocal.ie' },
  category: null,
  totalProducts: 4,
  status: 'pending',
  isApproved: false,
  isActive: true,
  createdAt: '2026-03-04T10:05:00.000Z',
}

const viewed: AdminUser[] = []
const USERS_LIST = usersList((user) => viewed.push(user))

const labels = (actions: AdminRowAction[]) => actions.map((action) => action.label)
/** The action with this label; a decision's (with its confirmed call) unless `decides` is false. */
function named(actions: AdminRowAction[], label: string): AdminRowAction & { spec: AdminActionSpec }
function named(actions: AdminRowAction[], label: string, decides: false): AdminRowAction
function named(actions: AdminRowAction[], label: string, decides = true): AdminRowAction {
  const found = actions.find((action) => action.label === label)
  if (!found) throw new Error(`no ${label} action`)
  if (decides && !found.spec) throw new Error(`${label} decides nothing`)
  return found
}

describe('rowAction', () => {
  it('titles the confirm dialog after the button and colours it by tone', () => {
    const call = () => ({ method: 'PUT' as const, path: '/x' })
    const suspend = rowAction({ label: 'Suspend', message: 'Sure?', tone: 'caution', withReason: true, call, success: 'ok', failure: 'no' })
    expect(suspend.danger).toBe(false)
    expect(suspend.spec.confirm).toEqual({
      title: 'Suspend',
      message: 'Sure?',
      confirmLabel: 'Suspend',
      withReason: true,
      withGround: false,
      danger: true,
    })
    const approve = rowAction({ label: 'Approve', message: 'Sure?', call, success: 'ok', failure: 'no' })
    expect(approve.danger).toBe(false)
    expect(approve.spec.confirm).toMatchObject({ withReason: false, danger: false })
    expect(rowAction({ label: 'Delete', message: 'Sure?', tone: 'danger', call, success: 'ok', failure: 'no' }).danger).toBe(true)
  })

  it('puts the buttons in the last column, named Actions', () => {
    const column = actionsColumn(() => [], { flex: 1.4, minWidth: 180 })
    expect(column).toMatchObject({ colId: 'actions', headerName: ADMIN_COLUMN_LABELS.actions, flex: 1.4, minWidth: 180 })
  })
})

describe('row actions send the reason exactly as typed; the API decides the default', () => {
  it('users: suspend and delete', () => {
    const actions = USERS_LIST.actions?.for(user, admin) ?? []
    expect(labels(actions)).toEqual([CUSTOMER_STORY_COPY.view, ADMIN_LABELS.suspend, COMMON_LABELS.delete])
    expect(named(actions, ADMIN_LABELS.suspend).spec.action('')).toEqual({
      method: 'PUT',
      path: '/api/admin/users/7/suspend',
      body: { reason: '' },
    })
    expect(named(actions, COMMON_LABELS.delete).spec.action(' Spam ').body).toEqual({ reason: ' Spam ' })
    const banned = USERS_LIST.actions?.for({ ...user, banned: true }, admin) ?? []
    expect(named(banned, ADMIN_LABELS.unsuspend).spec.action('')).toEqual({ method: 'PUT', path: '/api/admin/users/7/unsuspend' })
  })

  it('users: an admin cannot suspend or delete their own account', () => {
    const own = USERS_LIST.actions?.for({ ...user, id: admin.id }, admin) ?? []
    expect(own.filter((action) => action.spec).map((action) => action.disabled)).toEqual([true, true])
  })

  it("users: View opens a customer's story and decides nothing; other roles have no View", () => {
    const view = named(USERS_LIST.actions?.for(user, admin) ?? [], CUSTOMER_STORY_COPY.view, false)
    expect(view.spec).toBeUndefined()
    view.open?.()
    expect(viewed).toEqual([user])
    const owner = USERS_LIST.actions?.for({ ...user, role: 'shop_owner' }, admin) ?? []
    expect(labels(owner)).not.toContain(CUSTOMER_STORY_COPY.view)
  })

  it('shop owners: suspend and delete', () => {
    const actions = SHOP_OWNERS_LIST.actions?.for(owner, admin) ?? []
    expect(named(actions, ADMIN_LABELS.suspend).spec.action('').body).toEqual({ reason: '' })
    expect(named(actions, COMMON_LABELS.delete).spec.action('').body).toEqual({ reason: '' })
  })

  it('shops: approve or reject a pending shop, end an approved one with notice or at once', () => {
    const pending = SHOPS_LIST.actions?.for(shop, admin) ?? []
    expect(labels(pending)).toEqual([COMMON_LABELS.approve, COMMON_LABELS.reject])
    expect(named(pending, COMMON_LABELS.reject).spec.action('').body).toEqual({ reason: '' })
    expect(labels(SHOPS_LIST.actions?.for({ ...shop, status: 'rejected' }, admin) ?? [])).toEqual([
      COMMON_LABELS.approve,
      ADMIN_LABELS.remove,
    ])
    const approved = SHOPS_LIST.actions?.for({ ...shop, isApproved: true, status: 'approved' }, admin) ?? []
    expect(labels(approved)).toEqual([ADMIN_LABELS.giveNotice, ADMIN_LABELS.remove])
    expect(named(approved, ADMIN_LABELS.remove).spec.action('Closed down').body).toEqual({ reason: 'Closed down' })
    expect(named(approved, ADMIN_LABELS.giveNotice).spec.action('Not local').body).toEqual({ reason: 'Not local', notice: true })
  })
})

describe('list configurations', () => {
  it('logs: search, the action and admin the log holds, days from and to; no sort or actions; Next only after a full page', () => {
    const LOGS_LIST = logsList({ actions: ['ban_customer'], admins: [{ id: 4, name: 'Gráinne Nolan' }] })
    expect(LOGS_LIST.search).toBeDefined()
    expect(LOGS_LIST.filters?.map((filter) => [filter.name, filter.type ?? 'select', filter.initial])).toEqual([
      ['action', 'select', 'all'],
      ['adminId', 'select', 'all'],
      ['from', 'date', ''],
      ['to', 'date', ''],
    ])
    expect(LOGS_LIST.filters?.[0].options?.map((option) => option.label)).toEqual(['All actions', 'Ban customer'])
    expect(LOGS_LIST.filters?.[1].options?.[1]).toEqual({ value: '4', label: 'Gráinne Nolan' })
    expect(LOGS_LIST.sort).toBeUndefined()
    expect(LOGS_LIST.actions).toBeUndefined()
    expect(LOGS_LIST.hasNext?.({ logs: [], totalCount: 0 })).toBe(false)
    expect(LOGS_LIST.totalPagesOf({ logs: [], totalCount: 120 }, 50)).toBe(3)
  })

  it('sorts only by the API whitelist', () => {
    for (const list of [USERS_LIST, SHOP_OWNERS_LIST, SHOPS_LIST]) {
      const sortable = (list.columns as { sortable?: boolean; colId?: string }[]).filter((column) => column.sortable)
      for (const column of sortable) expect(list.sort?.fields).toContain(column.colId)
    }
  })
})
