/**
 * GET /api/shops/{id} counts a visit for whoever asks, so the page's server-side read passes on who
 * the visitor really is: their session cookie (user or guest), browser, referrer and address.
 */
export function visitorHeaders(request: Request, clientAddress: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const name of ['cookie', 'user-agent', 'referer']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  if (clientAddress) headers['x-forwarded-for'] = clientAddress
  return headers
}

/** Astro throws when the adapter cannot tell the address; the visit is still counted, without one. */
export function safeClientAddress(read: () => string): string | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
