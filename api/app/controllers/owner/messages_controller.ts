import type { HttpContext } from '@adonisjs/core/http'
import { OWNER_SUCCESS } from '@shoplocal/shared/messages'
import type { MessageResponse, OwnerMessagesResponse } from '@shoplocal/shared/types'
import Message from '#models/message'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { listOwnerMessages, markMessageRead } from '#services/owner/owner_messages'

export default class MessagesController {
  async index(ctx: HttpContext): Promise<OwnerMessagesResponse> {
    const actor = await ownerActorOf(ctx)
    return listOwnerMessages(actor.user)
  }

  async read(ctx: HttpContext): Promise<MessageResponse> {
    await ownerActorOf(ctx)
    const message = await Message.query().where('id', Number(ctx.params.id)).preload('shop').firstOrFail()
    await ctx.bouncer.with('OwnerPolicy').authorize('readMessage', message)
    await markMessageRead(message)
    return { message: OWNER_SUCCESS.messageRead.title }
  }
}
