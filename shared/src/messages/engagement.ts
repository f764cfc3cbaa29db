/** What the API answers on favourites, reviews, contact messages and chat when it refuses. */
export const ENGAGEMENT_SERVER_MESSAGES = {
  signInOrGuestRequired: 'Please sign in or continue as a guest first.',
  customersOnly: 'Only customer accounts can do this.',
  signInToChat: 'Please sign in to send messages.',
  productNotFound: 'Product not found',
  ownShopReview: 'You cannot review your own shop.',
  ownShopChat: 'You cannot start a chat with your own shop.',
  conversationForbidden: 'You do not have access to this conversation.',
  liveStreamNotYours: 'This live update stream belongs to someone else.',
  shopOrConversationRequired: 'Please choose a shop or a conversation.',
  messageRequired: 'Please type a message.',
  messageTooLong: (max: number) => `Messages can be at most ${max} characters.`,
  contactRateLimited: 'Too many messages. Please wait a while and try again.',
} as const
