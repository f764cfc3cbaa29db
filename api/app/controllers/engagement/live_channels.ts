import type { HttpContext } from '@adonisjs/core/http'
import transmit from '@adonisjs/transmit/services/main'
import { currentUser } from '#controllers/web_session'
import { participantsOf } from '#controllers/engagement/participants'

/*
 * Who may listen to which live chat channel (server-sent events): a conversation's channel is for its
 * two sides, exactly as EngagementPolicy decides for reading it; a user's own channel is for that user.
 * Asked on every subscription, with the subscriber's website session.
 */
export function authorizeChatChannels(): void {
  transmit.authorize<{ id: string }>('chat/conversations/:id', async (ctx: HttpContext, { id }) => {
    if (!(await currentUser(ctx))) return false
    return ctx.bouncer.with('EngagementPolicy').allows('joinConversation', await participantsOf(Number(id)))
  })
  transmit.authorize<{ id: string }>('chat/users/:id', async (ctx: HttpContext, { id }) => (await currentUser(ctx))?.id === Number(id))
}
