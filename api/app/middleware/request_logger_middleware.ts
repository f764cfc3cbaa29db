import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { truncatedAddress } from '#services/ip_truncation'
import { recordAnswer } from '#services/system/metrics'
import { requestTimings } from '#services/system/request_timings'

/**
 * One log line per request with its status and duration (the line carries the request's id: bin/server.ts); the
 * duration also feeds the process's own figures. The path is logged without its query (a search or a token is the
 * visitor's) and the address only truncated, as it is stored.
 */
export default class RequestLoggerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response, logger } = ctx
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6
      requestTimings.record(durationMs)
      // The route is known only once the router has matched it, inside next().
      recordAnswer(ctx.route?.name ?? ctx.route?.pattern ?? 'unmatched', request.method(), response.getStatus(), durationMs / 1000)
      logger.info(
        {
          method: request.method(),
          url: request.url(false),
          // A client gone before the answer has no address left on its socket.
          ip: truncatedAddress(request.ip() ?? ''),
          status: response.getStatus(),
          durationMs: Math.round(durationMs * 10) / 10,
        },
        'request completed',
      )
    }
  }
}
