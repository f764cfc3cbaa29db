import type { ColDef } from 'ag-grid-community'
import { CUSTOMER_COLUMN_LABELS, CUSTOMER_CSV_COLUMNS, yesNo } from '../../messages/index'
import { accountAgeDays, formatDate, fullName } from '@shoplocal/shared/rules'
import type { AdminCustomer } from '@shoplocal/shared/types'
import { Badge, TwoLine } from '../../components/cells'
import { accountStatusLabel, isVerifiedAccount, verifiedLabel } from '../../lib/account-labels'
import { csvDate, type CsvColumn } from '../../lib/csv-export'

/** The API's sort whitelist for customers (api/start/routes/admin.ts). */
export const CUSTOMER_SORT_FIELDS = ['createdAt', 'email', 'city'] as const

export const CUSTOMER_COLUMNS: ColDef<AdminCustomer>[] = [
  {
    colId: 'id',
    headerName: CUSTOMER_COLUMN_LABELS.customer,
    flex: 1.6,
    valueGetter: ({ data }) => (data ? fullName(data.firstName, data.lastName) : ''),
    cellRenderer: ({ data }: { data?: AdminCustomer }) =>
      data ? <TwoLine primary={fullName(data.firstName, data.lastName) || '—'} secondary={`#${data.id}`} /> : null,
  },
  {
    colId: 'email',
    headerName: CUSTOMER_COLUMN_LABELS.contact,
    sortable: true,
    flex: 2.2,
    valueGetter: ({ data }) => data?.email ?? data?.phone ?? '',
    cellRenderer: ({ data }: { data?: AdminCustomer }) =>
      data ? <TwoLine primary={data.email ?? '—'} secondary={data.phone ?? ''} /> : null,
  },
  { colId: 'city', headerName: CUSTOMER_COLUMN_LABELS.city, sortable: true, flex: 1, valueGetter: ({ data }) => data?.city ?? '' },
  {
    colId: 'verified',
    headerName: CUSTOMER_COLUMN_LABELS.verified,
    flex: 0.9,
    // Wide enough for the 'Not verified' badge whole.
    minWidth: 112,
    valueGetter: ({ data }) => (data ? verifiedLabel(data) : ''),
    cellRenderer: ({ data }: { data?: AdminCustomer }) =>
      data ? <Badge tone={isVerifiedAccount(data) ? 'ok' : 'neutral'}>{verifiedLabel(data)}</Badge> : null,
  },
  {
    colId: 'status',
    headerName: CUSTOMER_COLUMN_LABELS.status,
    flex: 0.8,
    valueGetter: ({ data }) => (data ? accountStatusLabel(data) : ''),
    cellRenderer: ({ data }: { data?: AdminCustomer }) =>
      data ? <Badge tone={data.banned ? 'bad' : 'ok'}>{accountStatusLabel(data)}</Badge> : null,
  },
  {
    colId: 'createdAt',
    headerName: CUSTOMER_COLUMN_LABELS.joined,
    sortable: true,
    flex: 0.9,
    valueGetter: ({ data }) => (data ? formatDate(data.createdAt) : ''),
  },
]

const [ID, EMAIL, PHONE, CITY, CONTACT_METHOD, EMAIL_VERIFIED, PHONE_VERIFIED, BANNED, JOINED, ACCOUNT_AGE, NAME] = CUSTOMER_CSV_COLUMNS

/** The customers export: the original panel's columns in their order, then the name; ages count from the export. */
export const CUSTOMER_CSV: CsvColumn<AdminCustomer>[] = [
  { header: ID, value: (customer) => customer.id },
  { header: EMAIL, value: (customer) => customer.email },
  { header: PHONE, value: (customer) => customer.phone },
  { header: CITY, value: (customer) => customer.city },
  { header: CONTACT_METHOD, value: (customer) => customer.contactMethod },
  { header: EMAIL_VERIFIED, value: (customer) => yesNo(customer.isEmailVerified) },
  { header: PHONE_VERIFIED, value: (customer) => yesNo(customer.isPhoneVerified) },
  { header: BANNED, value: (customer) => yesNo(customer.banned) },
  { header: JOINED, value: (customer) => csvDate(customer.createdAt) },
  { header: ACCOUNT_AGE, value: (customer) => accountAgeDays(customer.createdAt) },
  { header: NAME, value: (customer) => fullName(customer.firstName, customer.lastName) },
]
