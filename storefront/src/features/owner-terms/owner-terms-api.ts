import type { OwnerTermsState } from '@shoplocal/shared/types'
import type { ApiClient } from '../../lib/api/client.ts'

/** GET /api/terms: the version in force and the next one; none of either when the API cannot say. */
export async function fetchOwnerTerms(api: ApiClient): Promise<OwnerTermsState> {
  const result = await api.get<OwnerTermsState>('/api/terms')
  return result.ok ? result.data : { current: null, upcoming: null }
}
