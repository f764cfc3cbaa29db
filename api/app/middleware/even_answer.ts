import { setTimeout as sleep } from 'node:timers/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import answerTiming from '#config/answer_timing'

/**
 * Holds an answer until `evenAnswerMs` has passed since the request began, refusals included, so an account
 * that exists (a mail sent, rows written) and one that does not are answered after the same time.
 */
export async function evenAnswer(_ctx: HttpContext, next: NextFn) {
  const started = performance.now()
  try {
    return await next()
  } finally {
    const left = answerTiming.evenAnswerMs - (performance.now() - started)
    if (left > 0) await sleep(left)
  }
}
