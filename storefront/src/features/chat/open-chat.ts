/**
 * Opening the chat panel from anywhere on the page (Start Chat on a shop, a conversation on the account
 * page) without the features sharing React state. Islands hydrate one by one, so a button may be
 * clicked before the panel's island listens: that request waits and the panel opens on it as soon as
 * it starts listening, instead of the click doing nothing.
 */
export type ChatStart = { shopId: number; shopName: string } | { conversationId: number }

type Listener = (start: ChatStart | undefined) => void

const listeners = new Set<Listener>()
let waiting: { start: ChatStart | undefined } | null = null

export function openChat(start?: ChatStart): void {
  if (listeners.size === 0) {
    waiting = { start }
    return
  }
  listeners.forEach((listener) => listener(start))
}

export function onOpenChat(listener: Listener): () => void {
  listeners.add(listener)
  if (waiting) {
    const { start } = waiting
    waiting = null
    listener(start)
  }
  return () => {
    listeners.delete(listener)
  }
}
