import type { HttpContext } from '@adonisjs/core/http'
import type { Statement, StatementsPage } from '@shoplocal/shared/types'
import { signedInCallerOf } from '#controllers/actor'
import { submitAppeal } from '#services/trust/appeals'
import { listOwnStatements, ownStatement } from '#services/trust/statement_reads'
import { appealByLink, statementByLink } from '#services/trust/statement_links'
import { appealValidator, linkAppealValidator, statementLinkValidator } from '#validators/trust'

/** The person's statements of reasons (as the one restricted, or as a reporter) and their appeals. */
export default class StatementsController {
  async index(ctx: HttpContext): Promise<StatementsPage> {
    return listOwnStatements((await signedInCallerOf(ctx)).user.id)
  }

  async show(ctx: HttpContext): Promise<Statement> {
    return (await ownStatement((await signedInCallerOf(ctx)).user.id, Number(ctx.params.id))).statement
  }

  async appeal(ctx: HttpContext): Promise<Statement> {
    const actor = await signedInCallerOf(ctx)
    const input = await ctx.request.validateUsing(appealValidator)
    const statement = await submitAppeal(actor, Number(ctx.params.id), input)
    ctx.response.status(201)
    return statement
  }

  /** A person without an account reads their statement through the signed link of its mail. */
  async showByLink(ctx: HttpContext): Promise<Statement> {
    const { token } = await ctx.request.validateUsing(statementLinkValidator, { data: ctx.request.qs() })
    return statementByLink(token)
  }

  async appealByLink(ctx: HttpContext): Promise<Statement> {
    const input = await ctx.request.validateUsing(linkAppealValidator)
    const statement = await appealByLink(input.token, input)
    ctx.response.status(201)
    return statement
  }
}
