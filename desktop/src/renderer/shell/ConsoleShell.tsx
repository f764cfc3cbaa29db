import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { ADMIN_LABELS, CONSOLE_LABELS } from '../messages/index'
import { fullName } from '@shoplocal/shared/rules'
import { Suspense, useState } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router'
import { CONSOLE_TITLE } from '../../shared/console-title'
import { ADMIN_QUERY_KEY } from '../api/admin'
import { useSignedInAdmin, useSignOut } from '../auth/session'
import { NAV_COPY, SHORTCUT_COPY } from '../copy'
import { CONSOLE_TABS } from './tabs'
import { ConnectionBadge } from './ConnectionBadge'
import { GO_KEY, NAV_GROUPS, TAB_KEYS } from './nav'
import { NotificationBell } from './NotificationBell'
import { ShortcutHelp } from './ShortcutHelp'
import { useTabShortcuts } from './use-tab-shortcuts'
import { useOpenLinkedCase } from './deep-links'
import { OfflineBanner, UpdateBanner } from './StatusBanners'

const TABS_BY_ID = new Map(CONSOLE_TABS.map((tab) => [tab.id, tab]))

/**
 * Frame of the signed-in console: top bar with the session and Refresh All, the side rail of tabs in
 * sections (every tab reachable at 1280 px without scrolling the page), the routed tab under its own
 * heading, and the keyboard shortcuts.
 */
export function ConsoleShell() {
  const [helpOpen, setHelpOpen] = useState(false)
  const [waitingForTab, setWaitingForTab] = useState(false)
  useTabShortcuts(() => setHelpOpen(true), setWaitingForTab)
  useOpenLinkedCase()
  const location = useLocation()
  const current = CONSOLE_TABS.find((tab) => location.pathname === `/${tab.id}`)
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
          <NotificationBell />
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
      <nav className="rail" aria-label={ADMIN_LABELS.enhancedTitle}>
        {NAV_GROUPS.map((group) => (
          <section key={group.id} className="rail-group" aria-labelledby={`rail-${group.id}`}>
            <h2 id={`rail-${group.id}`} className="rail-heading">
              {NAV_COPY.groups[group.id]}
            </h2>
            <ul>
              {group.tabs.flatMap((id) => {
                const tab = TABS_BY_ID.get(id)
                if (!tab) return []
                return [
                  <li key={id}>
                    <NavLink to={`/${id}`} className="tab-link" aria-keyshortcuts={`${GO_KEY} ${TAB_KEYS[id]}`}>
                      {tab.Label ? <tab.Label /> : tab.label}
                    </NavLink>
                  </li>,
                ]
              })}
            </ul>
          </section>
        ))}
        <button type="button" className="rail-help link-button" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          {NAV_COPY.shortcutsButton} <kbd>?</kbd>
        </button>
        {waitingForTab ? (
          <p className="rail-waiting" role="status">
            {SHORTCUT_COPY.pending}
          </p>
        ) : null}
      </nav>
      <main className="content" aria-labelledby="tab-heading">
        <h2 id="tab-heading" className="visually-hidden">
          {current?.label ?? CONSOLE_TITLE}
        </h2>
        <OfflineBanner />
        <UpdateBanner />
        <Suspense fallback={<p className="muted">{CONSOLE_LABELS.loading}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  )
}
