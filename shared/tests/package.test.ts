import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>
  dependencies?: Record<string, string>
}

describe('package surface', () => {
  it('has no runtime dependencies', () => {
    expect(manifest.dependencies ?? {}).toEqual({})
  })

  it.each(Object.entries(manifest.exports))('subpath %s loads without side effects', async (_, target) => {
    const module: Record<string, unknown> = await import(new URL(`../${target}`, import.meta.url).href)
    expect(typeof module).toBe('object')
  })

  it('exposes constants, messages and rules from the root', async () => {
    const root = await import('../src/index.ts')
    expect(root.PLANS).toHaveLength(6)
    expect(root.BRAND.name).toBe('ShopLocal Ireland')
    expect(root.formatEuro(1609)).toBe('€1,609')
  })
})
