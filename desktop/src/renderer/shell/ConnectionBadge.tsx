import { useApiHealth } from '../api/health'

/** The always-visible summary of the API connection in the top bar. */
export function ConnectionBadge() {
  const health = useApiHealth()
  const state = health.isPending ? 'checking' : health.isError ? 'down' : 'up'
  const label = { checking: 'Checking API…', down: 'API unreachable', up: 'API connected' }[state]
  return (
    <span className={`badge badge-${state}`} role="status">
      <span className="badge-dot" aria-hidden="true" />
      {label}
    </span>
  )
}
