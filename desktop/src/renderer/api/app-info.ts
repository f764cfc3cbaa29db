import { useQuery } from '@tanstack/react-query'
import { useBridge } from '../bridge/context'

export function useAppInfo() {
  const bridge = useBridge()
  return useQuery({ queryKey: ['app', 'info'], queryFn: () => bridge.app.getInfo() })
}
