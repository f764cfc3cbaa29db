import { queryOptions } from '@tanstack/react-query'
import type { AdminCustomerDetail } from '@shoplocal/shared/types'
import type { ShopLocalBridge } from '../../../shared/bridge'
import { ADMIN_QUERY_KEY } from '../../api/admin'
import { requestJson } from '../../api/client'

/** GET /api/admin/customers/:id (contract in api/start/routes/admin.ts), under the admin key so a ban refetches it. */
export const customerStoryQuery = (bridge: ShopLocalBridge, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'customer-story', id],
    queryFn: () => requestJson(bridge, { method: 'GET', path: `/api/admin/customers/${id}` }) as Promise<AdminCustomerDetail>,
  })
