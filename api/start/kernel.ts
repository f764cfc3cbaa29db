/*
 * HTTP kernel: global middleware run on every request (server.use) and on
 * every matched route (router.use), plus the named middleware routes opt into.
 */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/force_json_response_middleware'),
  () => import('#middleware/request_logger_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
  // Security headers on every answer, 404s and refused requests included.
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('#middleware/security_headers_middleware'),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/session_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/admin_idle_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/same_origin_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  admin: () => import('#middleware/admin_middleware'),
})
