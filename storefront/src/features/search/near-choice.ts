import { NEAR_MESSAGES } from '@shoplocal/shared/messages'
import { measuresDistance, type NearChoice } from './query.ts'

/** Why a sort or distance cannot be used yet: the location box is empty (the API's own words); '' when fine. */
export function placeProblem(query: NearChoice & { location: string }): string {
  if (!measuresDistance(query) || query.location.trim() !== '') return ''
  return query.sort === 'nearest' ? NEAR_MESSAGES.nearestNeedsPlace : NEAR_MESSAGES.withinNeedsPlace
}
