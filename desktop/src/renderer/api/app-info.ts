import { useQuery } from '@tanstack/react-query'
import { useBridge } from '../bridge/context'

export const APP_INFO_QUERY_KEY = ['app', 'info'] as const

export function useAppInfo() {
  const bridge = useBridge()
  return useQuery({ queryKey: APP_INFO_QUERY_KEY, queryFn: () => bridge.app.getInfo() })
}
