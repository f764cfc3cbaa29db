import type { Row } from '#helpers/sql_values'

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))

/** A users row's names, contacts, role and suspension, as the admin list shows them. */
export function userFields(row: Row) {
  return {
    id: Number(row.id),
    firstName: text(row.first_name),
    lastName: text(row.last_name),
    email: text(row.email),
    phone: text(row.phone),
    role: String(row.role),
    banned: Boolean(Number(row.banned)),
  }
}
