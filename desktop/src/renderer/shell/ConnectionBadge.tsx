import { useApiReachable } from '../api/connection'
import { useApiHealth } from '../api/health'

/** The always-visible summary of the API connection in the top bar: down as soon as any call fails to reach it. */
export function ConnectionBadge() {
  const health = useApiHealth()
  const reachable = useApiReachable()
  const state = !reachable || health.isError ? 'down' : health.isPending ? 'checking' : 'up'
  const label = { checking: 'Checking API…', down: 'API unreachable', up: 'API connected' }[state]
  return (
    <span className={`badge badge-${state}`} role="status">
      <span className="badge-dot" aria-hidden="true" />
      {label}
    </span>
  )
}
