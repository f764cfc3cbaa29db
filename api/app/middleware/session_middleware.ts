import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'

/*
 * The framework's session middleware, except for a visitor who came without a
 * session cookie and leaves with nothing in the session: they get no cookie
 * and no session store call. Most catalogue reads are such visitors; signing a
 * cookie for an empty session on every search was a large share of a search's
 * own time, and the id it carried pointed at nothing. Everything else (signed
 * in, or anything put in the session) is committed exactly as the framework
 * does.
 */
declare module '@adonisjs/core/http' {
  interface HttpContext {
    session: Session
  }
}

let resolved: Promise<ResolvedSessionConfig> | null = null

async function sessionConfig(): Promise<ResolvedSessionConfig> {
  resolved ??= configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session')).then((config) => {
    if (!config) throw new Error('config/session.ts must export defineConfig(...)')
    return config
  })
  return resolved
}

export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const config = await sessionConfig()
    if (!config.enabled) return next()
    const session = new Session(config, config.stores[config.store], emitter, ctx)
    ctx.session = session
    await session.initiate(false)
    const response = await next()
    // `fresh`: the request carried no session cookie.
    if (!session.fresh || !session.isEmpty || !session.responseFlashMessages.isEmpty) await session.commit()
    return response
  }
}
