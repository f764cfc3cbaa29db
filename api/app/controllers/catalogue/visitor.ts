import type { HttpContext } from '@adonisjs/core/http'
import type { WebsiteCaller } from '#controllers/actor'
import type { IncomingMessage } from 'node:http'
import proxyaddr from 'proxy-addr'
import { trustProxy } from '#config/origins'
import { toVisitor, type Visitor } from '#services/catalogue/visitor'

/** The visitor of a shop page (its caller, read with `callerOf(ctx, 'read')`), with the page it came from. */
export function visitorOf(ctx: HttpContext, { guest, ...actor }: WebsiteCaller): Visitor {
  return toVisitor(actor, guest?.id ?? null, ctx.request.header('referer'))
}

/**
 * Whether the request comes straight from the website's server (a proxy TRUSTED_PROXIES names): only it may
 * report views for visitors it names.
 */
export function fromWebsite(ctx: HttpContext): boolean {
  const peer = ctx.request.request.socket.remoteAddress
  return peer !== undefined && trustProxy(peer, 0)
}

/**
 * A visitor the website reports: no account or guest session (its shared pages are for visitors without
 * cookies), their address read from the chain the page read would have carried, believing the same proxies.
 */
export function reportedVisitor(ctx: HttpContext, view: { forwardedFor: string; userAgent?: string; referrer?: string }): Visitor {
  const hop = {
    headers: { 'x-forwarded-for': view.forwardedFor },
    socket: ctx.request.request.socket,
    connection: ctx.request.request.socket,
  }
  const ip = proxyaddr(hop as unknown as IncomingMessage, trustProxy)
  return toVisitor({ user: null, ip, userAgent: view.userAgent ?? null, requestId: null }, null, view.referrer)
}
