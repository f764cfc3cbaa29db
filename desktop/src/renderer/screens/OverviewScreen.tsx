import { ApiStatusPanel } from '../components/ApiStatusPanel'

export function OverviewScreen() {
  return (
    <>
      <header className="page-header">
        <h2>Overview</h2>
        <p className="muted">The ShopLocal API this console works against.</p>
      </header>
      <ApiStatusPanel />
    </>
  )
}
