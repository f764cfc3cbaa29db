import type { ShopClosure, ShopClosuresResponse } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'
import type { HttpMethod } from '../../lib/api/client.ts'
import { unwrap } from '../../lib/api/result.ts'

/* A shop's holiday hours: closures, the "temporarily closed" switch and the public holidays suggested. */

const base = (shopId: number) => `/api/shop-owner/shops/${shopId}`

async function write<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return unwrap(await browserApi.send<T>(method, path, { body })).body
}

interface ClosurePayload {
  startsOn: string
  endsOn: string
  note: string
}

export const fetchShopClosures = (shopId: number) => browserApi.get<ShopClosuresResponse>(`${base(shopId)}/closures`)
export const addClosure = (shopId: number, payload: ClosurePayload) =>
  write<{ message: string; closure: ShopClosure }>('POST', `${base(shopId)}/closures`, payload)
export const removeClosure = (shopId: number, closureId: number) =>
  write<{ message: string }>('DELETE', `${base(shopId)}/closures/${closureId}`)
export const setTemporarilyClosed = (shopId: number, temporarilyClosed: boolean) =>
  write<{ message: string; temporarilyClosed: boolean }>('PUT', `${base(shopId)}/temporarily-closed`, { temporarilyClosed })
