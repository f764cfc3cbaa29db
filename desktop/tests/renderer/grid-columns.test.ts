import { ADMIN_COLUMN_LABELS, ADMIN_LABELS } from '../../src/renderer/messages/index'
import type { AdminCustomer, AdminLog, AdminPayment, AdminShop, AdminShopOwner, AdminUser, ShopPaymentRow } from '@shoplocal/shared/types'
import { CUSTOMER_CSV_COLUMNS, PAYMENTS_TAB_LABELS } from '../../src/renderer/messages/index'
import { PAYMENT_CSV_HEADERS } from '../../src/renderer/copy'
import { csvDate } from '../../src/renderer/lib/csv-export'
import { CUSTOMER_CSV } from '../../src/renderer/features/customers/customers-columns'
import { PAYMENT_CSV_COLUMNS } from '../../src/renderer/features/payments/payments-columns'
import { PAYMENT_EXPORT_COLUMNS } from '../../src/renderer/features/verification/payment-csv'
import { describe, expect, it } from 'vitest'
import { LOG_CSV_COLUMNS } from '../../src/renderer/features/logs/logs-columns'
import { actionLabel, targetLabel } from '../../src/renderer/lib/log-labels'
import { SHOP_OWNER_COLUMNS, SHOP_OWNER_CSV_COLUMNS } from '../../src/renderer/features/shop-owners/shop-owners-columns'
import { moderationStatus, SHOP_COLUMNS, SHOP_CSV_COLUMNS, SHOP_SORT_FIELDS } from '../../src/renderer/features/shops/shops-columns'
import { USER_COLUMNS, USER_CSV_COLUMNS, USER_SORT_FIELDS } from '../../src/renderer/features/users/users-columns'

const user: AdminUser = {
  id: 7,
  firstName: 'Aoife',
  lastName: 'Kelly',
  email: 'aoife.kelly@shoplocal.ie',
  phone: '0871234504',
  role: 'customer',
  banned: true,
  isEmailVerified: false,
  isPhoneVerified: false,
  createdAt: '2026-03-04T10:00:00.000Z',
}

const owner: AdminShopOwner = {
  id: 3,
  firstName: 'Siobhán',
  lastName: 'Murphy',
  email: 'siobhan.murphy@shoplocal.ie',
  shopName: null,
  shopCount: 0,
  totalProducts: 0,
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

const csvRow = <Row>(columns: { header: string; value: (row: Row) => unknown }[], row: Row) =>
  Object.fromEntries(columns.map((column) => [column.header, column.value(row)]))

describe('users grid', () => {
  it('has the user columns, sortable only by the API whitelist', () => {
    const columns = USER_COLUMNS
    expect(columns.map((column) => column.headerName)).toEqual([
      ADMIN_COLUMN_LABELS.userDetails,
      ADMIN_COLUMN_LABELS.contact,
      ADMIN_COLUMN_LABELS.role,
      ADMIN_COLUMN_LABELS.status,
      ADMIN_COLUMN_LABELS.verified,
      ADMIN_COLUMN_LABELS.joined,
    ])
    for (const column of columns.filter((column) => column.sortable)) {
      expect(USER_SORT_FIELDS).toContain(column.colId)
    }
  })

  it('exports a suspended, unverified customer in words', () => {
    expect(csvRow(USER_CSV_COLUMNS, user)).toMatchObject({
      ID: 7,
      Role: 'Customer',
      Status: 'Banned',
      Verified: 'Not verified',
      Joined: '2026-03-04T10:00:00.000Z',
    })
  })
})

describe('shop owners grid', () => {
  it('shows "No shop yet" and sorts by the API fields', () => {
    const columns = SHOP_OWNER_COLUMNS
    expect(columns.filter((column) => column.sortable).map((column) => column.colId)).toEqual(['name', 'email', 'shopName', 'createdAt'])
    expect(csvRow(SHOP_OWNER_CSV_COLUMNS, owner)).toMatchObject({ 'Shop Name': ADMIN_LABELS.noShop, Status: 'Active' })
  })
})

describe('shops grid', () => {
  it('tells approved, pending and rejected apart', () => {
    expect(moderationStatus(shop)).toBe('pending')
    expect(moderationStatus({ ...shop, isApproved: true })).toBe('approved')
    expect(moderationStatus({ ...shop, status: 'rejected' })).toBe('rejected')
    expect(csvRow(SHOP_CSV_COLUMNS, shop)).toMatchObject({ Status: 'Pending', Active: 'Active', Category: null })
    for (const column of SHOP_COLUMNS.filter((column) => column.sortable)) {
      expect(SHOP_SORT_FIELDS).toContain(column.colId)
    }
  })
})

describe('dates in every export', () => {
  const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
  const customer: AdminCustomer = {
    id: 8,
    email: null,
    phone: '+353871234504',
    city: 'Galway',
    firstName: 'Eoin',
    lastName: 'Walsh',
    contactMethod: 'phone',
    isEmailVerified: false,
    isPhoneVerified: true,
    banned: false,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
  }
  const payment = {
    shopName: 'Galway Grinds',
    lastPaymentDate: '2026-03-04T10:05:00.000Z',
    nextPaymentDue: null,
  } as Partial<ShopPaymentRow> as ShopPaymentRow
  const transaction = {
    createdAt: '2026-03-04T10:05:00.000Z',
    proofUploadedAt: null,
    verifiedAt: '2026-03-05T09:00:00+01:00',
    lineItems: [],
  } as Partial<AdminPayment> as AdminPayment

  it('writes them as ISO 8601 timestamps in UTC, through one formatter, and leaves a missing one empty', () => {
    expect(csvDate('2026-03-04T11:00:00+01:00')).toBe('2026-03-04T10:00:00.000Z')
    expect(csvDate(null)).toBeNull()
    const dates = [
      csvRow(USER_CSV_COLUMNS, user)[ADMIN_COLUMN_LABELS.joined],
      csvRow(CUSTOMER_CSV, customer)[CUSTOMER_CSV_COLUMNS[8]],
      csvRow(SHOP_OWNER_CSV_COLUMNS, owner)[ADMIN_COLUMN_LABELS.registered],
      csvRow(SHOP_CSV_COLUMNS, shop)[ADMIN_COLUMN_LABELS.created],
      csvRow(PAYMENT_CSV_COLUMNS, payment)[PAYMENTS_TAB_LABELS.lastPayment],
      csvRow(PAYMENT_EXPORT_COLUMNS, transaction)[PAYMENT_CSV_HEADERS.created],
      csvRow(PAYMENT_EXPORT_COLUMNS, transaction)[PAYMENT_CSV_HEADERS.verified],
    ]
    for (const date of dates) expect(date).toMatch(ISO)
    expect(csvRow(PAYMENT_CSV_COLUMNS, payment)[PAYMENTS_TAB_LABELS.nextDue]).toBeNull()
  })
})

describe('logs grid', () => {
  const log: AdminLog = {
    id: 1,
    action: 'suspend_user',
    targetType: 'user',
    targetId: 7,
    targetName: 'Aoife Kelly',
    admin: { firstName: 'Gráinne', lastName: 'Nolan', email: 'admin@shoplocal.ie' },
    details: { reason: 'Spam listings' },
    createdAt: '2026-11-21T10:00:00.000Z',
  }

  it('reads the action, target, admin and reason', () => {
    expect(actionLabel('suspend_user')).toBe('Suspend user')
    expect(targetLabel(log)).toBe('user #7 Aoife Kelly')
    expect(csvRow(LOG_CSV_COLUMNS, log)).toMatchObject({
      Action: 'suspend_user',
      Admin: 'Gráinne Nolan',
      'Admin Email': 'admin@shoplocal.ie',
      Details: 'Spam listings',
      Date: '2026-11-21T10:00:00.000Z',
    })
  })
})
