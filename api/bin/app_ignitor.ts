/*
 * The Ignitor both entrypoints (HTTP server, ace) boot the app with: env
 * validated at boot, graceful termination on SIGTERM and SIGINT (the web server's in bin/graceful_stop.ts).
 */
import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'

// Dates are stored and compared in UTC everywhere; pin the process clock to it.
process.env.TZ = 'UTC'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

export function appIgnitor() {
  return new Ignitor(APP_ROOT, { importer: IMPORTER }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    // The web server stops in its own steps (bin/graceful_stop.ts); commands terminate the app at once.
    if (app.getEnvironment() === 'web') return
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
}
