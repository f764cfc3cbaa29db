import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { policies } from '#policies/main'

/**
 * Gives each request its `ctx.bouncer`, asking about the account the request
 * authenticated (read when a check runs, so middleware that authenticates
 * later in the chain is seen).
 */
export default class InitializeBouncerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.bouncer = new Bouncer(() => ctx.auth.user ?? null, undefined, policies).setContainerResolver(ctx.containerResolver)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    bouncer: Bouncer<Exclude<HttpContext['auth']['user'], undefined>, undefined, typeof policies>
  }
}
