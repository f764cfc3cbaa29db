/*
 * Ace (command line) entrypoint: migrations, seeders and the app's own commands.
 */
import { prettyPrintError } from '@adonisjs/core'
import { appIgnitor } from './app_ignitor.ts'

appIgnitor()
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
