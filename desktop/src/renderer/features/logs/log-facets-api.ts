import { queryOptions } from '@tanstack/react-query'
import type { AdminLogFacets } from '@shoplocal/shared/types'
import type { ShopLocalBridge } from '../../../shared/bridge'
import { ADMIN_QUERY_KEY } from '../../api/admin'
import { requestJson } from '../../api/client'

/** GET /api/admin/logs/facets: the actions and admins the log holds, refetched with the log after every decision. */
export const logFacetsQuery = (bridge: ShopLocalBridge) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'logs', 'facets'],
    queryFn: () => requestJson(bridge, { method: 'GET', path: '/api/admin/logs/facets' }) as Promise<AdminLogFacets>,
  })
