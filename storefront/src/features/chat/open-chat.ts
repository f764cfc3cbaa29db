/**
 * Opening the chat panel from anywhere on the page (Start Chat on a shop, a conversation on the account
 * page): a window event the panel's island listens for, so features need not share React state.
 */
export type ChatStart = { shopId: number; shopName: string } | { conversationId: number }

const EVENT = 'shoplocal:open-chat'

export function openChat(start?: ChatStart): void {
  window.dispatchEvent(new CustomEvent<ChatStart | undefined>(EVENT, { detail: start }))
}

export function onOpenChat(listener: (start: ChatStart | undefined) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ChatStart | undefined>).detail)
  window.addEventListener(EVENT, handler)
  return () => window.removeEventListener(EVENT, handler)
}
