import { describe, expect, it } from 'vitest'
import { isPlainClick } from './notification-list.ts'

describe('notification links', () => {
  it('holds back only a plain left click', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
    expect(isPlainClick(click)).toBe(true)
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false)
    expect(isPlainClick({ ...click, button: 1 })).toBe(false)
  })
})
