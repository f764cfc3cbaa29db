/** The account page's activity cards. */
export const ACCOUNT_ACTIVITY_COPY = {
  favourites: 'Favourites',
  conversations: 'Conversations',
  seeAllFavourites: 'See all favourites',
  noFavourites: 'No favourites yet.',
  noConversations: 'No conversations yet.',
  openConversation: 'Open',
} as const
