import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { apiBaseUrl } from '../api/base.ts'
import { SERVER_TIMEOUT_MS, visitorHeaders, type VisitorSource } from '../api/server.ts'
import { beforeStop } from '../lifecycle/before-stop.ts'

/*
 * Views of shop pages served from shared copies, reported to the API (POST /api/shops/visits) every
 * REPORT_EVERY_MS or once REPORT_BATCH wait, in one request: a request per view cost the API more than the
 * pages themselves under a crowd. Each view carries what the page read would have sent (the address chain,
 * browser and referrer), so the API counts it the same way. Views the API did not take are tried again with
 * the next batch (at most MAX_WAITING kept); the last are sent when the server stops. A crash loses at most
 * the views of one interval.
 */
const REPORT_EVERY_MS = 100
const REPORT_BATCH = 500
const MAX_WAITING = 50_000

interface ReportedView {
  shopId: number
  forwardedFor: string
  userAgent?: string
  referrer?: string
}

const waiting: ReportedView[] = []
let timer: NodeJS.Timeout | null = null
let sending: Promise<void> = Promise.resolve()

export function takeShopView(source: VisitorSource, shopId: number): void {
  const headers = visitorHeaders(source)
  const forwardedFor = headers['x-forwarded-for']
  // Without an address the view could only be counted as the website's own: the page read does the same.
  if (!forwardedFor) return
  waiting.push({ shopId, forwardedFor, userAgent: headers['user-agent'], referrer: headers.referer })
  if (waiting.length >= REPORT_BATCH) void reportViews()
  else timer ??= setTimeout(() => void reportViews(), REPORT_EVERY_MS)
}

/** Sends every view waiting, one batch at a time; resolves once they are sent or given back to wait. */
function reportViews(): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = null
  sending = sending.then(drain)
  return sending
}

async function drain(): Promise<void> {
  while (waiting.length > 0) {
    const batch = waiting.splice(0, REPORT_BATCH)
    if (await post(batch)) continue
    waiting.unshift(...batch)
    waiting.splice(0, Math.max(0, waiting.length - MAX_WAITING))
    timer ??= setTimeout(() => void reportViews(), REPORT_EVERY_MS * 10)
    return
  }
}

beforeStop(reportViews)

/** Node's own client on kept connections: fetch cost a fifth of the server's time when most pages were copies. */
function post(visits: ReportedView[]): Promise<boolean> {
  const body = JSON.stringify({ visits })
  const url = new URL('/api/shops/visits', apiBaseUrl())
  const secure = url.protocol === 'https:'
  return new Promise((resolve) => {
    const sent = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        agent: secure ? httpsAgent : httpAgent,
        timeout: SERVER_TIMEOUT_MS,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        if (response.statusCode !== 204) console.error(`[api] POST /api/shops/visits answered ${response.statusCode}`)
        // A batch refused for what it is (4xx: not from the website, a malformed view) would be refused again.
        resolve((response.statusCode ?? 500) < 500)
      },
    )
    sent.on('timeout', () => sent.destroy())
    sent.on('error', () => resolve(false))
    sent.end(body)
  })
}

const httpAgent = new HttpAgent({ keepAlive: true })
const httpsAgent = new HttpsAgent({ keepAlive: true })
