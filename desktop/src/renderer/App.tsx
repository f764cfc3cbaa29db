import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { HashRouter, Navigate, Route, Routes } from 'react-router'
import type { ShopLocalBridge } from '../shared/bridge'
import { BridgeProvider } from './bridge/context'
import { ConsoleShell } from './components/ConsoleShell'
import { OverviewScreen } from './screens/OverviewScreen'

/** Spec 2 §7: queries never go stale on their own, ignore window focus and are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    },
  })
}

// Hash routing, because the packaged app is loaded from a file:// URL with no server to rewrite paths.
export function App({ bridge, queryClient }: { bridge: ShopLocalBridge; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BridgeProvider bridge={bridge}>
        <HashRouter>
          <Routes>
            <Route element={<ConsoleShell />}>
              <Route index element={<OverviewScreen />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </Route>
          </Routes>
        </HashRouter>
      </BridgeProvider>
    </QueryClientProvider>
  )
}
