/*
 * The website server's health answers and its graceful stop (used by server.mjs).
 *
 * GET /health/live: the process answers. GET /health/ready: 200 only while this process is not stopping and the
 * API answers its own readiness (through API_URL, which in a cluster is the proxy: any ready API will do);
 * a proxy sends visitors only to a ready website.
 *
 * On SIGTERM or SIGINT: readiness turns 503 and, after DRAIN_NOTICE_MS more of answering (so a proxy's health
 * checks take this process out first), the listening socket closes, live streams relayed from the API are
 * cut (their pages reconnect, through the proxy, to another process), the answers under way get IN_FLIGHT_MS,
 * then the pages' own last work (the views not yet reported) runs and the process exits 0.
 */

/** The longest the answers under way may take to finish. */
const IN_FLIGHT_MS = 10_000
/** The longest the API's readiness may take to answer before this website counts it unreachable. */
const API_CHECK_MS = 2_000

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

export function createLifecycle({ apiUrl, drainNoticeMs }) {
  let draining = false
  const liveStreams = new Set()

  async function apiReady() {
    try {
      const answer = await fetch(`${apiUrl}/api/health/ready`, { signal: AbortSignal.timeout(API_CHECK_MS) })
      await answer.arrayBuffer()
      return answer.ok ? 'ready' : 'not ready'
    } catch {
      return 'unreachable'
    }
  }

  return {
    /** Answers the health paths; false for every other request. */
    answerHealth(req, res) {
      const path = req.url.split('?')[0]
      if (path === '/health/live') {
        json(res, 200, { status: 'live' })
        return true
      }
      if (path !== '/health/ready') return false
      void (draining ? Promise.resolve('not asked') : apiReady()).then((api) => {
        const ready = !draining && api === 'ready'
        json(res, ready ? 200 : 503, { ready, draining, api })
      })
      return true
    },

    /** A relayed live stream, cut when the server stops (it never ends by itself). */
    trackLiveStream(req, res) {
      if (!req.url.startsWith('/api/__transmit/events')) return
      liveStreams.add(res)
      res.once('close', () => liveStreams.delete(res))
    },

    stopGracefullyOn(signals, server, beforeStop, logger) {
      const stop = () => {
        if (draining) return
        draining = true
        logger.info('stopping: finishing the answers under way')
        // A last work item that hangs must not keep the process: the deploy waits for the exit.
        setTimeout(() => process.exit(1), drainNoticeMs + IN_FLIGHT_MS + 5_000).unref()
        setTimeout(() => close(), drainNoticeMs)
      }
      const close = () => {
        const cut = setTimeout(() => server.closeAllConnections(), IN_FLIGHT_MS)
        cut.unref()
        server.close(() => {
          clearTimeout(cut)
          beforeStop().then(() => {
            logger.info('stopped')
            process.exit(0)
          })
        })
        server.closeIdleConnections()
        for (const res of liveStreams) res.destroy()
      }
      for (const signal of signals) process.on(signal, stop)
    },
  }
}
