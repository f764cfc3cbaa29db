/*
 * The web server gives back a busy spell's memory once it falls idle (app/services/system/idle_collection.ts).
 */
import app from '@adonisjs/core/services/app'
import { startIdleCollection } from '#services/system/idle_collection'

const stop = startIdleCollection()
app.terminating(() => stop())
