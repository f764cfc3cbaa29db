import { describe, expect, it } from 'vitest'
import { RequestTimings } from '../../../app/services/system/request_timings.ts'

const MINUTE = 60_000
/** A whole minute, so windows are easy to reason about. */
const T0 = 1_000 * MINUTE

describe('RequestTimings', () => {
  it('reports nothing before any request', () => {
    const timings = new RequestTimings(T0)
    expect(timings.figures(5, T0 + MINUTE)).toEqual({ minutes: 5, requests: 0, perMinute: 0, p95Ms: null })
  })

  it('gives the p95 of the answer times to within 10%', () => {
    const timings = new RequestTimings(T0)
    // 100 requests: 94 fast, 6 slow; the 95th is the first slow one.
    for (let n = 0; n < 94; n++) timings.record(4, T0 + 1000)
    for (let n = 0; n < 6; n++) timings.record(200, T0 + 2000)
    const { requests, p95Ms } = timings.figures(5, T0 + 3000)
    expect(requests).toBe(100)
    expect(p95Ms).toBeGreaterThanOrEqual(200)
    expect(p95Ms).toBeLessThanOrEqual(220)
  })

  it('counts a request rate over the time the process has run, and forgets what left the window', () => {
    const timings = new RequestTimings(T0)
    for (let n = 0; n < 30; n++) timings.record(1, T0 + n * 1000)
    for (let n = 0; n < 10; n++) timings.record(1, T0 + 10 * MINUTE + n)
    // 40 requests over 20 minutes of running: 2 a minute; the last 5 minutes hold the 10 recent ones.
    const hour = timings.figures(60, T0 + 20 * MINUTE)
    expect(hour.requests).toBe(40)
    expect(hour.perMinute).toBe(2)
    expect(timings.figures(5, T0 + 12 * MINUTE).requests).toBe(10)
    expect(timings.figures(5, T0 + 20 * MINUTE).requests).toBe(0)
    // Two hours on, a new request drops every minute older than the kept hour.
    timings.record(1, T0 + 120 * MINUTE)
    expect(timings.figures(60, T0 + 120 * MINUTE).requests).toBe(1)
  })
})
