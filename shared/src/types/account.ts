/** One place the account is signed in, as /api/account/sessions lists it. */
export interface AccountSession {
  id: number
  /** The browser's user agent as it was sent. */
  userAgent: string | null
  /** The address the session signed in from, truncated like visit logs. */
  ipAddress: string | null
  createdAt: string
  lastUsedAt: string | null
  current: boolean
}

/** An invoice that keeps an owner's account from being deleted. */
export interface OpenInvoice {
  id: number
  reference: string | null
  amount: string
  status: string
}
