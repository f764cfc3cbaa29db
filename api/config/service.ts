import env from '#start/env'

/*
 * Running as one of several processes behind a proxy (docs/operations.md).
 *
 * drainNoticeMs: after SIGTERM the process keeps answering for this long with its readiness at 503, so the proxy's
 * health checks take it out before its port closes (0: it closes at once; a proxy that retries a refused
 * connection on another process loses nothing either way).
 * metricsPort: /metrics (Prometheus text) is served on 127.0.0.1 at this port, never on the public one; unset, not
 * at all (npm start sets 9464; the cluster one port per process).
 */
export const serviceSettings = {
  drainNoticeMs: env.get('DRAIN_NOTICE_MS') ?? 0,
  metricsPort: env.get('METRICS_PORT'),
}
