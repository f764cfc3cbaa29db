import { COMMON_LABELS } from './common.ts'

export const CHAT_LABELS = {
  title: 'Messages',
  searchPlaceholder: 'Search by shop name',
  startChat: 'Start Chat',
  messagePlaceholder: 'Type a message...',
  send: 'Send',
  noConversations: 'No conversations yet',
  signInToChat: 'Please sign in to send messages.',
} as const

export const CHAT_ERRORS = {
  sendFailed: { title: COMMON_LABELS.error, description: 'Failed to send message. Please try again.' },
} as const
