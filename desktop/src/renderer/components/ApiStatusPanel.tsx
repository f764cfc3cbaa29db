import { useAppInfo } from '../api/app-info'
import { ApiUnreachableError } from '../api/client'
import { useApiHealth } from '../api/health'

const timeFormat = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium', timeStyle: 'medium' })

export function ApiStatusPanel() {
  const health = useApiHealth()
  const apiBaseUrl = useAppInfo().data?.apiBaseUrl ?? '…'

  return (
    <section className="panel" aria-labelledby="api-status-heading">
      <header className="panel-header">
        <h3 id="api-status-heading">API status</h3>
        <button type="button" className="button" onClick={() => void health.refetch()} disabled={health.isFetching}>
          {health.isFetching ? 'Checking…' : 'Check again'}
        </button>
      </header>
      <div className="panel-body" data-testid="api-status">
        {health.isPending ? (
          <p className="muted">Contacting {apiBaseUrl}…</p>
        ) : health.isError ? (
          <div className="alert alert-error" role="alert">
            {health.error instanceof ApiUnreachableError ? (
              <>
                <strong>Cannot reach the API at {apiBaseUrl}</strong>
                <p>Check that the API server is running and that this address is right.</p>
              </>
            ) : (
              <strong>The API at {apiBaseUrl} reported a problem</strong>
            )}
            <p className="mono">{health.error.message}</p>
          </div>
        ) : (
          <dl className="facts">
            <dt>Status</dt>
            <dd>
              <span className="pill pill-ok">Connected</span>
            </dd>
            <dt>Database</dt>
            <dd>
              <span className={health.data.database === 'ok' ? 'pill pill-ok' : 'pill pill-warn'}>{health.data.database}</span>
            </dd>
            <dt>API version</dt>
            <dd>{health.data.version}</dd>
            <dt>Endpoint</dt>
            <dd className="mono">{apiBaseUrl}/api/health</dd>
            <dt>Last checked</dt>
            <dd>{timeFormat.format(health.dataUpdatedAt)}</dd>
          </dl>
        )}
      </div>
    </section>
  )
}
