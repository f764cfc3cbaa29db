import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { liveStreamValidator } from '#validators/engagement'

/** Checks the live stream's query or body before @adonisjs/transmit reads it: a malformed one is a 422, not a 500. */
export async function validateLiveStreamInput({ request }: HttpContext, next: NextFn) {
  await request.validateUsing(liveStreamValidator, { data: request.all() })
  return next()
}
