/*
 * /metrics (Prometheus text) on 127.0.0.1:METRICS_PORT, a port of its own that neither the proxy nor the website
 * forwards: the figures are for the operator's scraper, not the public. A port already taken stops the start with
 * a message naming the setting.
 */
import { createServer } from 'node:http'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { serviceSettings } from '#config/service'
import { registry, timeQueries } from '#services/system/metrics'

const port = serviceSettings.metricsPort

if (port !== undefined) {
  timeQueries()
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error) => {
        logger.error({ err: error }, 'metrics could not be read')
        response.writeHead(500).end()
      },
    )
  })
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be listened on (${error.code ?? error.message})`
    process.stderr.write(`METRICS_PORT: port ${port} on 127.0.0.1 ${reason}; choose another or leave it unset.\n`)
    process.exit(1)
  })
  server.listen(port, '127.0.0.1', () => logger.info({ port }, 'metrics on http://127.0.0.1:%s/metrics', port))
  app.terminating(() => new Promise<void>((resolve) => server.close(() => resolve())))
}
