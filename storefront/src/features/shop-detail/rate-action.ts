import { RATE_ACTION_QUERY } from '@shoplocal/shared/constants'

/** True when the address asks for the rating dialog (?action=rate). */
export const asksToRate = (search: string): boolean => new URLSearchParams(search).get('action') === RATE_ACTION_QUERY.action

/** The same address without action=rate, so a reload or a shared link does not reopen the dialog. */
export function withoutRateAction(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search)
  params.delete('action')
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}${hash}`
}
