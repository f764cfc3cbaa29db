import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { ADMIN_LABELS, CONSOLE_LABELS } from '@shoplocal/shared/messages'
import { fullName } from '@shoplocal/shared/rules'
import { Suspense } from 'react'
import { NavLink, Outlet } from 'react-router'
import { CONSOLE_TITLE } from '../../shared/console-title'
import { ADMIN_QUERY_KEY } from '../api/admin'
import { useSignedInAdmin, useSignOut } from '../auth/session'
import { CONSOLE_TABS } from './tabs'
import { ConnectionBadge } from './ConnectionBadge'

/** Frame of the signed-in console: top bar with the session and Refresh All, the tabs, the routed tab. */
export function ConsoleShell() {
  const admin = useSignedInAdmin()
  const signOut = useSignOut()
  const queryClient = useQueryClient()
  const refreshing = useIsFetching({ queryKey: ADMIN_QUERY_KEY }) > 0
  return (
    <div className="shell">
      <header className="topbar">
        <div className="topbar-brand">
          <span className="topbar-mark" aria-hidden="true">
            SL
          </span>
          <h1 className="topbar-title">{CONSOLE_TITLE}</h1>
        </div>
        <div className="topbar-session">
          <ConnectionBadge />
          <span className="topbar-user" title={admin.email ?? ''}>
            <span className="visually-hidden">{CONSOLE_LABELS.signedInAs} </span>
            {fullName(admin.firstName, admin.lastName) || admin.email}
          </span>
          <button
            type="button"
            className="button button-light"
            onClick={() => void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY })}
            disabled={refreshing}
          >
            {ADMIN_LABELS.refreshAll}
          </button>
          <button type="button" className="button button-ghost" onClick={() => void signOut()}>
            {CONSOLE_LABELS.signOut}
          </button>
        </div>
      </header>
      <nav className="tabs" aria-label={ADMIN_LABELS.enhancedTitle}>
        {CONSOLE_TABS.map((tab) => (
          <NavLink key={tab.id} to={`/${tab.id}`} className="tab-link">
            {tab.Label ? <tab.Label /> : tab.label}
          </NavLink>
        ))}
      </nav>
      <main className="content">
        <Suspense fallback={<p className="muted">{CONSOLE_LABELS.loading}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
