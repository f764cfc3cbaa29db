import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { demoIdentities, listRoutes, probe, type ProbeRoute } from '../../../../scripts/testing/probe.ts'
import { startStripeServer, type StripeTestServer } from '../../../../scripts/testing/stripe-server.ts'

/*
 * Every route the router has, fed malformed input as an anonymous visitor, a customer, a shop owner and
 * the admin's token: no answer may be a 5xx or carry a stack trace, SQL or a file path. Card payments are
 * configured (against the local Stripe-compatible server), so the card routes and the webhook are probed for
 * real; without keys they answer a deliberate 503 "not configured", tested with the card payments.
 */
describe(`the probe on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let routes: ProbeRoute[]
  let stripe: StripeTestServer

  beforeAll(async () => {
    // Generous allowances, so the malformed bodies reach the validators instead of the rate limits.
    const allowances = { AUTH_SIGN_IN_PER_MINUTE: '100000', AUTH_REGISTER_PER_MINUTE: '100000', AUTH_CODES_PER_MINUTE: '100000' }
    stripe = await startStripeServer()
    ;[api, routes] = await Promise.all([startApi({ env: { ...allowances, ...stripe.env } }), listRoutes({ ...allowances })])
  }, 180_000)

  afterAll(async () => {
    await api?.stop()
    await stripe?.stop()
  })

  it('finds the routes in the router', () => {
    expect(routes.length).toBeGreaterThan(40)
    expect(routes).toContainEqual({ name: 'customer.login', method: 'POST', pattern: '/api/customer/login' })
  })

  it('gets no 5xx, stack trace, SQL or file path from any route, signed in or not', async () => {
    const report = await probe(api.url, routes, await demoIdentities(api.url))
    expect(report.faults).toEqual([])
    expect(report.requests).toBeGreaterThan(routes.length * 4 * 10)
  }, 300_000)
})
