import { LOCALE } from '@shoplocal/shared/constants'
import { foldText } from '@shoplocal/shared/rules'
import type { Conversation } from '@shoplocal/shared/types'
import { CHAT_COPY } from './copy.ts'

/** A conversation the customer's first message has not created yet. */
export const NEW_CONVERSATION_ID = -1

/** The conversations whose shop or customer name contains the search, ignoring case and accents. */
export function filterConversations(conversations: Conversation[], search: string): Conversation[] {
  const wanted = foldText(search.trim())
  if (!wanted) return conversations
  return conversations.filter((conversation) =>
    [conversation.shop.name, conversation.customer.name, conversation.otherName].some((name) => foldText(name).includes(wanted)),
  )
}

/** The customer's conversation with a shop, if there is one. */
export const conversationWithShop = (conversations: Conversation[], shopId: number): Conversation | undefined =>
  conversations.find((conversation) => conversation.shopId === shopId && conversation.viewerSide === 'customer')

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; older than a week: the date. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime()
  if (elapsed < 60_000) return CHAT_COPY.justNow
  if (elapsed > 7 * 86_400_000) return new Date(iso).toLocaleDateString(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' })
  const format = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit)
  }
  return CHAT_COPY.justNow
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) adds a line. */
export const sendsOnKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing

export const totalUnread = (conversations: Conversation[]): number =>
  conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0)
