/*
 * One mail to a shop's owner when a customer's chat message has waited an hour without a reply. A
 * conversation's unanswered stretch starts at the first customer message after the owner's last one;
 * the conversation remembers which message it mailed about, so running the job again (or on several
 * processes at once) sends nothing twice, and a new stretch after a reply brings a new mail.
 */
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { fullName } from '@shoplocal/shared/rules'
import UnansweredChatMail from '#mails/unanswered_chat_mail'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

export const UNANSWERED_AFTER_MS = 60 * 60 * 1000
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
    .whereNotNull('owner.email')
    .select(
      'c.id',
      'c.owner_reminded_message_id',
      's.name as shop_name',
      'owner.email as owner_email',
      'owner.first_name as owner_first_name',
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

    // Claim the reminder first, so two runs at once cannot both mail; give it back if the mail fails.
    const claimed = await db
      .from('chat_conversations')
      .where('id', row.id)
      .where((where) => where.whereNull('owner_reminded_message_id').orWhereNot('owner_reminded_message_id', messageId))
      .update({ owner_reminded_message_id: messageId })
    if (Number(claimed) === 0) continue
    try {
      await mail.send(
        new UnansweredChatMail({
          ownerEmail: row.owner_email,
          ownerFirstName: row.owner_first_name,
          shopName: row.shop_name,
          customerName: fullName(row.customer_first_name, row.customer_last_name) || 'A customer',
          message: String(message.message),
        }),
      )
      sent += 1
    } catch (error) {
      logger.error({ err: error, conversationId: row.id }, 'could not mail the unanswered chat reminder')
      await db.from('chat_conversations').where('id', row.id).update({ owner_reminded_message_id: row.owner_reminded_message_id })
    }
  }
  return sent
}
