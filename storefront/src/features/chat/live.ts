/** The chat's live channels (authorized by the API like the conversation reads). */
export const conversationChannel = (conversationId: number) => `chat/conversations/${conversationId}`
export const userChannel = (userId: number) => `chat/users/${userId}`
