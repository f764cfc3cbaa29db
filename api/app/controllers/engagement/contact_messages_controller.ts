import type { HttpContext } from '@adonisjs/core/http'
import { engagementActorOf } from '#controllers/engagement/engagement_actor'
import { sendContactMessage } from '#services/engagement/contact_messages'
import { contactMessageValidator } from '#validators/engagement'

/** The contact dialog on a shop page: open to everyone, the service applies the guest rules and limits. */
export default class ContactMessagesController {
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(contactMessageValidator)
    const receipt = await sendContactMessage(await engagementActorOf(ctx), Number(ctx.params.id), input)
    return ctx.response.created(receipt)
  }
}
