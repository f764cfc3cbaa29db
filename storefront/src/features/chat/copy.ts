import { COMMON_LABELS } from '@shoplocal/shared/messages'

/** The chat panel's words. */
export const CHAT_COPY = {
  title: 'Messages',
  open: 'Messages',
  unread: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
  close: 'Close messages',
  searchLabel: 'Search conversations',
  searchPlaceholder: 'Search by shop or customer name',
  startChat: 'Start Chat',
  back: 'Back to conversations',
  messageLabel: 'Message',
  messagePlaceholder: 'Type a message...',
  keyHint: 'Enter sends, Shift+Enter adds a line.',
  send: 'Send',
  report: 'Report',
  reportMessage: 'Report this message',
  sending: 'Sending…',
  noConversations: 'No conversations yet',
  noMatches: 'No conversations match your search',
  noMessages: 'Say hello: your first message starts the conversation.',
  loadFailed: 'We could not load your messages just now.',
  sendFailed: { title: COMMON_LABELS.error, description: 'Failed to send message. Please try again.' },
  you: 'You',
  justNow: 'just now',
} as const
