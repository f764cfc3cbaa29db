import { describe, expect, it } from 'vitest'
import { pendingSend } from './client-key.ts'

describe('the chat drawer’s client key', () => {
  it('keeps the key for a retry of the same text and makes a new one for other text', () => {
    let made = 0
    const make = () => `key-${++made}-abcdef`
    const first = pendingSend(null, 'Are you open?', make)
    expect(first).toEqual({ text: 'Are you open?', key: 'key-1-abcdef' })
    expect(pendingSend(first, 'Are you open?', make)).toBe(first)
    expect(pendingSend(first, 'Are you open today?', make)).toEqual({ text: 'Are you open today?', key: 'key-2-abcdef' })
  })

  it('makes keys the API accepts', () => {
    expect(pendingSend(null, 'x').key).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })
})
