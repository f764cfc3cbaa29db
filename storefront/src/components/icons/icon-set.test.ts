import { describe, expect, it } from 'vitest'
import { FALLBACK_ICON, iconMarkup, resolveIconName } from './icon-set.ts'

describe('category icons', () => {
  it('has a drawing for every icon name the seeded categories use', () => {
    for (const name of ['car', 'sparkles', 'graduation-cap', 'cpu', 'shirt', 'utensils', 'home', 'briefcase']) {
      expect(resolveIconName(name)).toBe(name)
    }
  })

  it('accepts aliases and any letter case', () => {
    expect(resolveIconName('House')).toBe('home')
    expect(resolveIconName(' Laptop ')).toBe('cpu')
  })

  it('falls back to a generic icon for unknown or missing names', () => {
    expect(resolveIconName('unicorn')).toBe(FALLBACK_ICON)
    expect(resolveIconName(null)).toBe(FALLBACK_ICON)
    expect(iconMarkup('constructor')).toBe(iconMarkup(FALLBACK_ICON))
  })
})
