/** An ISO 8601 timestamp as it travels in JSON. */
export type IsoDateString = string

/** A money amount in euro; the API sends numbers, never decimal strings. */
export type Euro = number

/** The body of any failed API call that has something to say. */
export interface ApiErrorBody {
  message: string
  errors?: { field?: string; message: string; rule?: string }[]
}

/** A plain confirmation body, e.g. after a reset-code request. */
export interface MessageResponse {
  message: string
}

/** A page of an admin list: the rows under their own key plus the totals, e.g. {users, totalCount, totalPages}. */
export type PagedList<Key extends string, Row> = { [K in Key]: Row[] } & {
  totalCount: number
  totalPages: number
}
