import { queryOptions } from '@tanstack/react-query'
import { withQuery, type QueryParams } from '@shoplocal/shared/rules'
import type { ShopLocalBridge } from '../../shared/bridge'
import { ADMIN_QUERY_KEY } from './admin'
import { requestJson } from './client'
import { retryReads } from './connection'

export const getJson = <T>(bridge: ShopLocalBridge, path: string, params: QueryParams = {}): Promise<T> =>
  requestJson(bridge, { method: 'GET', path: withQuery(path, params) }) as Promise<T>

/** A read under the admin key (so Refresh All and every decision refetch it), named, and retried as asked after an error answer. */
export const adminReadQuery =
  <T>(name: string, path: string, answeredRetries = 0) =>
  (bridge: ShopLocalBridge) =>
    queryOptions({ queryKey: [...ADMIN_QUERY_KEY, name], queryFn: () => getJson<T>(bridge, path), retry: retryReads(answeredRetries) })
