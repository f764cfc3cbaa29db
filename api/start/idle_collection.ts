/*
 * The web server gives back a busy spell's memory once it falls idle (app/services/system/idle_collection.ts).
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { startIdleCollection } from '#services/system/idle_collection'

const stop = startIdleCollection((report) => logger.info(report, 'idle: memory collected'))
app.terminating(() => stop())
