import { describe, expect, it } from 'vitest'
import { onOpenChat, openChat, type ChatStart } from './open-chat.ts'

describe('opening the chat panel', () => {
  it('keeps a request made before the panel listens and delivers it once, when it starts listening', () => {
    openChat({ shopId: 5, shopName: 'Róisín Bakery' })
    const first: (ChatStart | undefined)[] = []
    const stop = onOpenChat((start) => first.push(start))
    expect(first).toEqual([{ shopId: 5, shopName: 'Róisín Bakery' }])
    stop()

    const second: (ChatStart | undefined)[] = []
    const stopAgain = onOpenChat((start) => second.push(start))
    expect(second).toEqual([])
    stopAgain()
  })

  it('delivers at once while the panel listens, and no longer after it stops', () => {
    const seen: (ChatStart | undefined)[] = []
    const stop = onOpenChat((start) => seen.push(start))
    openChat({ conversationId: 7 })
    openChat()
    expect(seen).toEqual([{ conversationId: 7 }, undefined])
    stop()
    openChat({ conversationId: 8 })
    expect(seen).toHaveLength(2)
    // The request made with no listener waits for the next one.
    const later: (ChatStart | undefined)[] = []
    onOpenChat((start) => later.push(start))()
    expect(later).toEqual([{ conversationId: 8 }])
  })
})
