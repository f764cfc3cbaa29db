import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { DEFAULT_CONSOLE_TAB } from '@shoplocal/shared/constants'
import { HashRouter, Navigate, Route, Routes } from 'react-router'
import type { ShopLocalBridge } from '../shared/bridge'
import { CONSOLE_TITLE } from '../shared/console-title'
import { ApiError } from './api/client'
import { offlineRetryDelay, retryReads } from './api/connection'
import { AuthGate } from './auth/AuthGate'
import { AUTH_QUERY_KEY } from './auth/session'
import { BridgeProvider } from './bridge/context'
import { ConsoleShell } from './shell/ConsoleShell'
import { ToastProvider } from './components/Toasts'
import { CONSOLE_TABS, preloadFirstTab } from './shell/tabs'
import { DeepLinkProvider } from './shell/deep-links'

/**
 * Queries never go stale on their own and ignore window focus: admins refresh on purpose (Refresh All),
 * so figures do not shift under them. An answer that is an error is not retried, so it shows at once; a call
 * that reached no API is retried until it does, keeping the screen (and what the admin typed) as it was rather
 * than showing an error or an empty list as if there were no work, while the offline banner says why. A 401 on
 * any call means the token has ended (expired, revoked, account suspended): ask the API again, which
 * drops the token and shows the sign-in screen.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY })
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: retryReads(),
        retryDelay: offlineRetryDelay,
      },
    },
  })
  return queryClient
}

// Hash routing, because the packaged app is loaded from a file:// URL with no server to rewrite paths.
export function App({ bridge, queryClient }: { bridge: ShopLocalBridge; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BridgeProvider bridge={bridge}>
        <ToastProvider>
          <title>{CONSOLE_TITLE}</title>
          <DeepLinkProvider>
            <AuthGate preload={preloadFirstTab}>
              <HashRouter>
                <Routes>
                  <Route element={<ConsoleShell />}>
                    {CONSOLE_TABS.map((tab) => (
                      <Route key={tab.id} path={tab.id} element={<tab.Screen />} />
                    ))}
                    <Route path="*" element={<Navigate to={`/${DEFAULT_CONSOLE_TAB}`} replace />} />
                  </Route>
                </Routes>
              </HashRouter>
            </AuthGate>
          </DeepLinkProvider>
        </ToastProvider>
      </BridgeProvider>
    </QueryClientProvider>
  )
}
