import { CONSOLE_LABELS } from '../messages/index'
import { useState, type ReactNode } from 'react'
import { useAppInfo } from '../api/app-info'
import { TabError } from '../components/TabState'
import { ApiSetupScreen } from './ApiSetupScreen'
import { SignedInAdminProvider, useAuthStatus } from './session'
import { SignInScreen } from './SignInScreen'

/**
 * Nothing of the console renders until the API has confirmed an admin token: first-run API
 * address, then sign-in (or Access Denied), then the console itself.
 */
export function AuthGate({ children, preload }: { children: ReactNode; preload?: () => void }) {
  const appInfo = useAppInfo()
  const status = useAuthStatus()
  const [changingApi, setChangingApi] = useState(false)

  if (appInfo.isPending) return <p className="splash muted">{CONSOLE_LABELS.loading}</p>
  if (appInfo.isError) return <TabError error={appInfo.error} onRetry={() => void appInfo.refetch()} />
  const info = appInfo.data
  if (info.needsSetup || changingApi) {
    return <ApiSetupScreen current={info.apiBaseUrl} onCancel={info.needsSetup ? undefined : () => setChangingApi(false)} />
  }
  const changeApi = info.canChangeApiBaseUrl ? () => setChangingApi(true) : undefined

  if (status.isPending) return <p className="splash muted">{CONSOLE_LABELS.loading}</p>
  if (status.isError) {
    return (
      <main className="auth-page">
        <div className="auth-card">
          <TabError error={status.error} onRetry={() => void status.refetch()} />
          {changeApi ? (
            <button type="button" className="link-button" onClick={changeApi}>
              {CONSOLE_LABELS.changeApi}
            </button>
          ) : null}
        </div>
      </main>
    )
  }
  if (status.data.type === 'signed-out') {
    const notices = {
      ended: status.data.ended === true,
      unreadable: status.data.unreadable === true,
      noKeychain: info.tokenStorage === 'memory',
    }
    return <SignInScreen apiBaseUrl={info.apiBaseUrl} onChangeApi={changeApi} preload={preload} notices={notices} />
  }
  return <SignedInAdminProvider user={status.data.user}>{children}</SignedInAdminProvider>
}
