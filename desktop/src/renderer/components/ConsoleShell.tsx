import { NavLink, Outlet } from 'react-router'
import { CONSOLE_TITLE } from '../../shared/console-title'
import { useAppInfo } from '../api/app-info'
import { ConnectionBadge } from './ConnectionBadge'

/** Frame of every console screen: top bar, section navigation, and the routed screen. */
export function ConsoleShell() {
  const appInfo = useAppInfo()
  return (
    <div className="shell">
      <title>{CONSOLE_TITLE}</title>
      <header className="topbar">
        <div className="topbar-brand">
          <span className="topbar-mark" aria-hidden="true">
            SL
          </span>
          <h1 className="topbar-title">{CONSOLE_TITLE}</h1>
        </div>
        <ConnectionBadge />
      </header>
      <nav className="sidebar" aria-label="Sections">
        <ul className="sidebar-links">
          <li>
            <NavLink to="/" end className="sidebar-link">
              Overview
            </NavLink>
          </li>
        </ul>
        <dl className="sidebar-meta">
          <dt>API</dt>
          <dd>{appInfo.data?.apiBaseUrl ?? '…'}</dd>
          <dt>Console</dt>
          <dd>{appInfo.data ? `v${appInfo.data.version}` : '…'}</dd>
        </dl>
      </nav>
      <main className="content">
        <Outlet />
      </main>
    </div>
  )
}
