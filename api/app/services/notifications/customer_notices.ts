import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { FORMER_CUSTOMER } from '#messages/index'
import { likeSql, prefixPattern } from '#services/like'

/*
 * Notifications that an owner gets about what a customer did (a contact message, a chat waiting for a reply,
 * a review) carry the customer's name and, for a contact message, their e-mail and phone. The row is also
 * the mail outbox, so it is the one copy to clear: once a customer's account is deleted their name and
 * contact details leave every such row (a mail not yet sent goes out without them), and an owner's data
 * download leaves them out of its notifications altogether (they are the customer's data, not the owner's).
 */

/** The details keys that name or reach the customer a notification is about. */
const CUSTOMER_KEYS = ['personName', 'contact', 'replyTo'] as const

/** The kinds an owner is sent about a customer's doing, with the customer's name in their details. */
export const KINDS_ABOUT_CUSTOMERS = ['contact_message', 'chat_unanswered', 'review_new'] as const

const parse = (details: unknown): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(String(details ?? '{}'))
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * A notification's details for the owner's data download (already read as JSON, or still text): without the
 * customer's name and contact details, as an object.
 */
export function detailsForExport(kind: string, details: unknown): unknown {
  if (!(KINDS_ABOUT_CUSTOMERS as readonly string[]).includes(kind)) return details
  const kept = typeof details === 'object' && details !== null ? { ...(details as Record<string, unknown>) } : parse(details)
  for (const key of CUSTOMER_KEYS) delete kept[key]
  return kept
}

export interface CustomerTraces {
  /** Contact messages (`messages`) the customer sent. */
  messageIds: number[]
  /** Chat messages the customer sent. */
  chatMessageIds: number[]
  reviewIds: number[]
}

const CHUNK = 200

/**
 * Clears the customer's name and contact details from every notification built from what they sent, inside
 * the deletion's transaction; resolves to how many rows changed.
 */
export async function anonymiseNoticesAbout(trx: TransactionClientContract, traces: CustomerTraces): Promise<number> {
  const exact = [...traces.messageIds.map((id) => `message:${id}`), ...traces.chatMessageIds.map((id) => `chat_message:${id}:unanswered`)]
  let changed = 0
  for (let at = 0; at < exact.length; at += CHUNK)
    changed += await rewrite(trx, (query) => query.whereIn('cause_key', exact.slice(at, at + CHUNK)))
  // A review's cause carries the time it was written: `review:<id>:<time>`.
  for (let at = 0; at < traces.reviewIds.length; at += CHUNK) {
    const ids = traces.reviewIds.slice(at, at + CHUNK)
    changed += await rewrite(trx, (query) =>
      query.where('kind', 'review_new').where((any) => {
        for (const id of ids) any.orWhereRaw(likeSql('cause_key'), [prefixPattern(`review:${id}:`)])
      }),
    )
  }
  return changed
}

async function rewrite(
  trx: TransactionClientContract,
  narrow: (query: ReturnType<TransactionClientContract['from']>) => unknown,
): Promise<number> {
  const query = trx
    .from('notifications')
    .whereIn('kind', [...KINDS_ABOUT_CUSTOMERS])
    .select('id', 'details')
  narrow(query)
  const rows = (await query) as { id: number; details: unknown }[]
  for (const row of rows) {
    const details = parse(row.details)
    details.personName = FORMER_CUSTOMER
    details.contact = null
    details.replyTo = null
    await trx
      .from('notifications')
      .where('id', row.id)
      .update({ details: JSON.stringify(details) })
  }
  return rows.length
}
