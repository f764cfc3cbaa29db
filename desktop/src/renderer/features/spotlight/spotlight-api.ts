import { withQuery } from '@shoplocal/shared/rules'
import type { AdminSpotlightActionResponse, AdminSpotlightPage, SpotlightStats } from '@shoplocal/shared/types'
import type { ShopLocalBridge } from '../../../shared/bridge'
import { ADMIN_QUERY_KEY } from '../../api/admin'
import { requestJson } from '../../api/client'

/* The console's spotlight calls (contract in api/start/routes/spotlight.ts). */

const BASE = '/api/admin/spotlight'

/** Under the admin key, so Refresh All and every admin action refetch them. */
export const SPOTLIGHT_QUERY_KEY = [...ADMIN_QUERY_KEY, 'spotlight'] as const

export const fetchSpotlightStats = (bridge: ShopLocalBridge) =>
  requestJson(bridge, { method: 'GET', path: `${BASE}/stats` }) as Promise<SpotlightStats>

export const fetchSpotlightRequests = (bridge: ShopLocalBridge, status: string, page: number) =>
  requestJson(bridge, { method: 'GET', path: withQuery(`${BASE}/requests`, { status, page }) }) as Promise<AdminSpotlightPage>

/** One decision: approve with a priority, reject with an optional reason, force-reject with a required one. */
export type SpotlightDecision =
  { kind: 'approve'; priority: number } | { kind: 'reject'; reason: string } | { kind: 'force-reject'; reason: string }

export function decideSpotlight(bridge: ShopLocalBridge, id: number, decision: SpotlightDecision) {
  const body = decision.kind === 'approve' ? { priority: decision.priority } : { reason: decision.reason }
  return requestJson(bridge, { method: 'PATCH', path: `${BASE}/${id}/${decision.kind}`, body }) as Promise<AdminSpotlightActionResponse>
}
