import { queryOptions } from '@tanstack/react-query'
import type { TraderCheckItem } from '@shoplocal/shared/constants'
import type { AdminTraderChecklist } from '@shoplocal/shared/types'
import type { ShopLocalBridge } from '../../shared/bridge'
import { ADMIN_QUERY_KEY } from './admin'
import { ApiError, ApiUnreachableError, requestJson } from './client'

/* A shop's trader checklist (DSA Art. 30): read it, tick items, and read the private identity document. */

/** GET /api/admin/shops/:id/trader, under the admin key so every decision refetches it. */
export const traderChecklistQuery = (bridge: ShopLocalBridge, shopId: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'trader', shopId],
    queryFn: () => requestJson(bridge, { method: 'GET', path: `/api/admin/shops/${shopId}/trader` }) as Promise<AdminTraderChecklist>,
  })

/** PUT …/trader/checks: the whole ticked set (a kept tick keeps who ticked it). */
export const saveTraderChecks = (bridge: ShopLocalBridge, shopId: number, items: TraderCheckItem[]) =>
  requestJson(bridge, { method: 'PUT', path: `/api/admin/shops/${shopId}/trader/checks`, body: { items } }) as Promise<AdminTraderChecklist>

/** The identity document's bytes (through main, which holds the token). */
export async function fetchIdentityDocument(bridge: ShopLocalBridge, path: string): Promise<Blob> {
  const result = await bridge.api.requestFile(path)
  if (result.type === 'network-error') throw new ApiUnreachableError(result.message)
  if (result.type === 'response') throw new ApiError(result.status, result.body || result.statusText)
  // Copied into a fresh buffer: bytes that crossed IPC may sit in a larger shared one.
  return new Blob([result.bytes.slice()], { type: result.contentType })
}
