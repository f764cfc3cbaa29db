import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminAuthUser } from '@shoplocal/shared/types'
import { createContext, useContext, type ReactNode } from 'react'
import type { AuthStatus } from '../../shared/bridge'
import { ADMIN_QUERY_KEY } from '../api/admin'
import { useBridge } from '../bridge/context'

export const AUTH_QUERY_KEY = ['auth', 'status'] as const

/** Who holds the console's token, asked of the API (GET /api/admin/auth/me). */
export function useAuthStatus() {
  const bridge = useBridge()
  return useQuery({ queryKey: AUTH_QUERY_KEY, queryFn: () => bridge.auth.status() })
}

/** Records the outcome of a sign-in or sign-out without another round trip. */
export function useSetAuthStatus(): (status: AuthStatus) => void {
  const queryClient = useQueryClient()
  return (status) => {
    if (status.type === 'signed-out') queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY })
    queryClient.setQueryData(AUTH_QUERY_KEY, status)
  }
}

export function useSignOut(): () => Promise<void> {
  const bridge = useBridge()
  const setStatus = useSetAuthStatus()
  return async () => {
    await bridge.auth.signOut()
    setStatus({ type: 'signed-out' })
  }
}

const SignedInAdminContext = createContext<AdminAuthUser | null>(null)

export function SignedInAdminProvider({ user, children }: { user: AdminAuthUser; children: ReactNode }) {
  return <SignedInAdminContext.Provider value={user}>{children}</SignedInAdminContext.Provider>
}

/** The admin using the console; only screens behind the sign-in gate may ask. */
export function useSignedInAdmin(): AdminAuthUser {
  const user = useContext(SignedInAdminContext)
  if (!user) throw new Error('useSignedInAdmin must be used behind the sign-in gate')
  return user
}
