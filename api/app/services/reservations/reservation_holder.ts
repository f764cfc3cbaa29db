import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * Who a reservation is for: a customer account, or a guest known by the contact they confirmed with a code
 * (so a new guest session with the same e-mail or phone counts the same reservations).
 */
export type ReservationHolder =
  { kind: 'customer'; userId: number } | { kind: 'guest'; guestSessionId: number; email: string | null; phone: string | null }

/** Narrows a reservations query (alias r) to the holder's own rows. */
export function whereHolder(query: DatabaseQueryBuilderContract, holder: ReservationHolder) {
  if (holder.kind === 'customer') return query.where('r.user_id', holder.userId)
  return query.whereNull('r.user_id').where((either) => {
    either.where('r.guest_session_id', holder.guestSessionId)
    if (holder.email) either.orWhere('r.contact_email', holder.email)
    if (holder.phone) either.orWhere('r.contact_phone', holder.phone)
  })
}
