import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { ApiError } from '#exceptions/api_error'
import { UNDECODABLE_BODY_MESSAGE, errorHeaders, isUndecodableBody, toErrorBody } from '#exceptions/error_body'

const DOWNLOAD_HEADERS = ['content-type', 'content-disposition']

/*
 * Every error leaves the API as JSON `{message, errors?}` with the right status.
 * Stack traces go to the log only, in every mode.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = false

  async handle(error: unknown, ctx: HttpContext) {
    const { response } = ctx
    // An answer already under way (a download) cannot become an error: it is cut, so the file fails rather than ends short.
    if (response.headersSent) return response.response.destroy()
    // Nor is an error ever the file that was to be sent: the type and name set for it go, here and on the connection.
    for (const name of DOWNLOAD_HEADERS) {
      response.removeHeader(name)
      response.response.removeHeader(name)
    }
    const { status, body } = toErrorBody(error, {
      isValidationError: error instanceof vineErrors.E_VALIDATION_ERROR,
    })
    for (const [name, value] of Object.entries(errorHeaders(error))) response.header(name, value)
    return response.status(status).send(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    // A refusal the API chose (busy, not configured, provider down) is no fault in the code: one WARN line, no stack.
    if (error instanceof ApiError && error.status >= 500) {
      ctx.logger.warn({ status: error.status, url: ctx.request.url() }, error.message)
      return
    }
    // A mislabelled body is the client's mistake, answered 400: one WARN line, not zlib's stack.
    if (isUndecodableBody(error)) {
      ctx.logger.warn({ status: 400, url: ctx.request.url() }, UNDECODABLE_BODY_MESSAGE)
      return
    }
    return super.report(error, ctx)
  }
}
