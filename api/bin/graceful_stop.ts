/*
 * How the web server stops on SIGTERM or SIGINT, so a deploy or a rolling restart loses nothing:
 *  1. readiness answers 503 from now on (the proxy stops choosing this process); after DRAIN_NOTICE_MS of
 *     that (config/service.ts) the listening socket closes: a new connection goes to another process;
 *  2. open live streams (server-sent events) are ended, so their pages reconnect, through the proxy, elsewhere;
 *  3. the requests under way finish, for at most IN_FLIGHT_MS, then what is left is cut;
 *  4. the app terminates: the visit counts kept in memory are written, the mail outbox drain under way
 *     finishes, the scheduled job under way finishes and gives its lease back, the search index and the
 *     database pool close;
 *  5. the process exits 0 (or 1 when step 4 failed or outlasted STOP_MS).
 */
import type { Server } from 'node:http'
import type { ApplicationService } from '@adonisjs/core/types'
import { startDraining } from '#services/system/draining'

/** The longest the requests under way may take to finish. */
export const IN_FLIGHT_MS = 10_000
/** The longest the whole stop may take: past it the process exits anyway, with code 1. */
const STOP_MS = 25_000

function endLiveStreams(app: ApplicationService): Promise<void> {
  return app.container.make('transmit').then((transmit) => {
    for (const [stream] of transmit.getManager().getAllSubscribers()) stream.end()
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), IN_FLIGHT_MS)
    cut.unref()
    server.close(() => {
      clearTimeout(cut)
      resolve()
    })
    // Keep-alive connections with no request under way hold no work: close them now, not after the timeout.
    server.closeIdleConnections()
  })
}

/** Registered before the server starts: a signal during the start stops what has started so far. */
export function stopGracefullyOn(
  signals: NodeJS.Signals[],
  serverOf: () => Server | undefined,
  appOf: () => ApplicationService | undefined,
): void {
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    startDraining()
    setTimeout(() => process.exit(1), STOP_MS).unref()
    const app = appOf()
    if (!app) process.exit(0)
    const logger = await app.container.make('logger')
    logger.info('stopping: finishing the requests under way')
    try {
      const { serviceSettings } = await import('#config/service')
      await new Promise((resolve) => setTimeout(resolve, serviceSettings.drainNoticeMs))
      const server = serverOf()
      if (server?.listening) {
        const closed = closeServer(server)
        await endLiveStreams(app)
        await closed
      }
      await app.terminate()
      logger.info('stopped')
      process.exit(0)
    } catch (error) {
      logger.error({ err: error }, 'the stop did not finish cleanly')
      process.exit(1)
    }
  }
  for (const signal of signals) process.on(signal, () => void stop())
}
