/*
 * One notification (`chat_unanswered`, mailed by the notification outbox) to a shop's owner when a customer's
 * chat message has waited an hour without a reply. A
 * conversation's unanswered stretch starts at the first customer message after the owner's last one;
 * the conversation remembers which message it told about, so running the job again (or on several
 * processes at once) sends nothing twice, and a new stretch after a reply brings a new one.
 */
import db from '@adonisjs/lucid/services/db'
import { fullName } from '@shoplocal/shared/rules'
import { notify } from '#services/notifications/notify'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

const UNANSWERED_AFTER_MS = 60 * 60 * 1000
/** Conversations quiet for longer than this are not looked at again. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000

export async function remindUnansweredOwners(now = new Date()): Promise<number> {
  const firstUnanswered = db.raw(`(select min(m.id) from chat_messages m where m.conversation_id = c.id and m.sender_type = 'customer'
      and m.id > coalesce((select max(o.id) from chat_messages o where o.conversation_id = c.id and o.sender_type = 'shop_owner'), 0))
      as first_unanswered_id`)
  const candidates = await db
    .from('chat_conversations as c')
    .join('shops as s', 's.id', 'c.shop_id')
    .join('users as owner', 'owner.id', 's.owner_id')
    .leftJoin('users as customer', 'customer.id', 'c.customer_user_id')
    .where('c.updated_at', '>=', toSqlDateTime(new Date(now.getTime() - LOOK_BACK_MS)))
    .select(
      'c.id',
      'c.owner_reminded_message_id',
      's.id as shop_id',
      's.name as shop_name',
      'owner.id as owner_id',
      'customer.first_name as customer_first_name',
      'customer.last_name as customer_last_name',
      firstUnanswered,
    )

  let sent = 0
  for (const row of candidates) {
    const messageId = row.first_unanswered_id === null ? null : Number(row.first_unanswered_id)
    if (messageId === null || Number(row.owner_reminded_message_id) === messageId) continue
    const message = await db.from('chat_messages').select('message', 'created_at').where('id', messageId).first()
    if (!message || fromSqlDateTime(message.created_at).getTime() > now.getTime() - UNANSWERED_AFTER_MS) continue

    // The claim and the notification commit together: two runs at once cannot both tell the owner.
    const told = await db.transaction(async (trx) => {
      const claimed = await trx
        .from('chat_conversations')
        .where('id', row.id)
        .where((where) => where.whereNull('owner_reminded_message_id').orWhereNot('owner_reminded_message_id', messageId))
        .update({ owner_reminded_message_id: messageId })
      if (Number(claimed) === 0) return false
      return notify(trx, {
        userId: Number(row.owner_id),
        kind: 'chat_unanswered',
        cause: `chat_message:${messageId}:unanswered`,
        details: {
          shopId: Number(row.shop_id),
          shopName: String(row.shop_name),
          personName: fullName(row.customer_first_name, row.customer_last_name) || 'A customer',
          message: String(message.message),
        },
      })
    })
    if (told) sent += 1
  }
  return sent
}
