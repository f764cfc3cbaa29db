import type { HttpContext } from '@adonisjs/core/http'

/** Who made a request, as the audit trail and login_sessions record it. */
export interface ClientInfo {
  ip: string
  userAgent: string | null
}

/** request.ip() already follows X-Forwarded-For from the trusted storefront proxy (config/app.ts). */
export function clientInfo({ request }: HttpContext): ClientInfo {
  return { ip: request.ip(), userAgent: request.header('user-agent') ?? null }
}
