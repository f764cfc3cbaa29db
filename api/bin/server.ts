/*
 * HTTP server entrypoint. On SIGTERM or SIGINT open requests finish, then the
 * providers (database pool, sessions) shut down.
 */
import { prettyPrintError } from '@adonisjs/core'
import { appIgnitor } from './app_ignitor.ts'

appIgnitor()
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
