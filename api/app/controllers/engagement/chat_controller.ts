import type { HttpContext } from '@adonisjs/core/http'
import type { Conversation, ConversationThread, SentChatMessage } from '@shoplocal/shared/types'
import Shop from '#models/shop'
import { signedInActorOf } from '#controllers/actor'
import { currentUser } from '#controllers/web_session'
import { participantsOf } from '#controllers/engagement/participants'
import { engagementErrors } from '#services/engagement/engagement_errors'
import { listConversations, listCustomerConversations, readThread, sendChatMessage } from '#services/engagement/chat'
import { chatMessageValidator } from '#validators/engagement'

const policy = (ctx: HttpContext) => ctx.bouncer.with('EngagementPolicy')

/** Chat needs a signed-in account (a guest session is not enough). */
async function chatUser(ctx: HttpContext) {
  await currentUser(ctx)
  await policy(ctx).authorize('chat')
  return signedInActorOf(ctx)
}

export default class ChatController {
  async conversations(ctx: HttpContext): Promise<Conversation[]> {
    return listConversations(await chatUser(ctx))
  }

  async customerConversations(ctx: HttpContext): Promise<Conversation[]> {
    return listCustomerConversations(await chatUser(ctx))
  }

  async messages(ctx: HttpContext): Promise<ConversationThread> {
    const actor = await chatUser(ctx)
    const participants = await participantsOf(Number(ctx.params.id))
    await policy(ctx).authorize('joinConversation', participants)
    return readThread(actor, Number(ctx.params.id), participants!.customerUserId)
  }

  async send(ctx: HttpContext) {
    const actor = await chatUser(ctx)
    const input = await ctx.request.validateUsing(chatMessageValidator)
    let sent: SentChatMessage
    if (input.conversationId !== undefined) {
      const participants = await participantsOf(input.conversationId)
      await policy(ctx).authorize('joinConversation', participants)
      sent = await sendChatMessage(actor, { conversationId: input.conversationId, customerUserId: participants!.customerUserId }, input)
    } else {
      const shop = await Shop.find(input.shopId)
      if (!shop) throw engagementErrors.shopNotFound()
      await policy(ctx).authorize('chatWithShop', shop.ownerId)
      sent = await sendChatMessage(actor, { shopId: shop.id }, input)
    }
    return ctx.response.created(sent)
  }
}
