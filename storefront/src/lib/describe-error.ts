/** One log line for a failed server-side call: fetch hides the useful part (ECONNREFUSED …) in `cause`. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.name}: ${error.message}${cause}`
}
