import { useQuery } from '@tanstack/react-query'
import { useBridge } from '../bridge/context'
import { requestJson } from './client'

/** GET /api/health */
interface ApiHealth {
  status: string
  database: string
  version: string
}

export function parseHealth(value: unknown): ApiHealth {
  if (typeof value === 'object' && value !== null) {
    const { status, database, version } = value as Record<string, unknown>
    if (typeof status === 'string' && typeof database === 'string' && typeof version === 'string') {
      return { status, database, version }
    }
  }
  throw new Error('The API health response is missing status, database or version')
}

/** Re-checked in the background so the status follows the server without a manual refresh. */
const HEALTH_POLL_MS = 30_000

export function useApiHealth() {
  const bridge = useBridge()
  return useQuery({
    queryKey: ['api', 'health'],
    queryFn: async () => parseHealth(await requestJson(bridge, { method: 'GET', path: '/api/health' })),
    refetchInterval: HEALTH_POLL_MS,
    // The health check is how a dead API is noticed at all: its failure must show, not wait in a retry.
    retry: false,
  })
}
