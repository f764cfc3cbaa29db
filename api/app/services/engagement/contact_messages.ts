/*
 * Messages to a shop from its page (the contact dialog), kept in `messages`
 * and mailed to the shop's owner. A customer's name and contact come from the
 * account, a guest session's contact from the session; otherwise the form must
 * give a name and an email or a phone. Rate-limited per client address and
 * per shop, counted in the database so every API process shares the counts.
 */
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors, type Limiter } from '@adonisjs/limiter'
import { ENGAGEMENT_SERVER_MESSAGES, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { fullName } from '@shoplocal/shared/rules'
import type { ContactMessageReceipt } from '@shoplocal/shared/types'
import { notify } from '#services/notifications/notify'
import Message from '#models/message'
import { wherePublicShop } from '#services/catalogue/public_scope'
import type { EngagementActor } from '#services/engagement/engagement_actor'
import { engagementErrors } from '#services/engagement/engagement_errors'
import type { ContactMessageInput } from '#validators/engagement'
import { engagementLimits } from '#config/engagement'

const perAddress = () => limiter.use({ requests: engagementLimits.contactPerAddressPerHour, duration: '1 hour' })
const perShop = () => limiter.use({ requests: engagementLimits.contactPerShopPerHour, duration: '1 hour' })

interface Sender {
  name: string | null
  email: string | null
  phone: string | null
}

async function senderOf(actor: EngagementActor, input: ContactMessageInput): Promise<Sender> {
  const typed = { name: input.senderName || null, email: input.senderEmail || null, phone: input.senderPhone || null }
  if (actor.user) {
    return {
      name: typed.name ?? (fullName(actor.user.firstName, actor.user.lastName) || null),
      email: typed.email ?? actor.user.email,
      phone: typed.phone ?? actor.user.phone,
    }
  }
  if (actor.guestSessionId !== null) {
    const guest = await db.from('guest_sessions').select('name', 'email', 'phone').where('id', actor.guestSessionId).first()
    // A guest that confirmed a name writes under it, as its reviews do.
    return { name: guest?.name ?? typed.name, email: typed.email ?? guest?.email ?? null, phone: typed.phone ?? guest?.phone ?? null }
  }
  return typed
}

async function consume(key: string, limit: Limiter) {
  try {
    await limit.consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) error.setMessage(ENGAGEMENT_SERVER_MESSAGES.contactRateLimited)
    throw error
  }
}

export async function sendContactMessage(
  actor: EngagementActor,
  shopId: number,
  input: ContactMessageInput,
): Promise<ContactMessageReceipt> {
  const shopQuery = db
    .from('shops as s')
    .join('users as u', 'u.id', 's.owner_id')
    .select('s.id', 's.name', 's.owner_id')
    .where('s.id', shopId)
  wherePublicShop(shopQuery)
  const shop = await shopQuery.first()
  if (!shop) throw engagementErrors.shopNotFound()

  const sender = await senderOf(actor, input)
  if (!sender.name) throw engagementErrors.invalidField('senderName', M.guestNameRequired)
  if (!sender.email && !sender.phone) throw engagementErrors.invalidField('senderEmail', M.contactRequired)

  await consume(`contact_address_${actor.ip}`, perAddress())
  await consume(`contact_shop_${shopId}`, perShop())

  const message = await db.transaction(async (trx) => {
    const created = await Message.create(
      {
        shopId,
        senderName: sender.name,
        senderEmail: sender.email,
        senderPhone: sender.phone,
        customerUserId: actor.user?.id ?? null,
        content: input.content,
        isRead: false,
        // Set once the notification's mail has left (services/notifications/mail_outbox.ts).
        emailSent: false,
      },
      { client: trx },
    )
    await notify(trx, {
      userId: Number(shop.owner_id),
      kind: 'contact_message',
      cause: `message:${created.id}`,
      details: {
        shopId,
        shopName: String(shop.name),
        personName: sender.name,
        message: input.content,
        messageId: created.id,
        contact: [sender.email && `Email: ${sender.email}`, sender.phone && `Phone: ${sender.phone}`].filter(Boolean).join('\n') || null,
        replyTo: sender.email,
      },
    })
    return created
  })
  return { id: message.id, shopId, createdAt: message.createdAt.toISO()! }
}
