/*
 * ARCHITECTURE.md stays short and names only what exists: at most 250 lines, and every file or folder it quotes
 * (a backticked path) is found in the repository, relative to the root or to the package folder the sentence is
 * about. A renamed or deleted file fails here instead of leaving the page pointing at nothing.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PAGE = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8')
const MAX_LINES = 250

/** Where a path in a sentence is read from: the root, a package, or the layer folder the section is about. */
const BASES = [
  '',
  'api/',
  'api/app/',
  'api/app/services/',
  'storefront/',
  'storefront/src/',
  'storefront/src/features/',
  'desktop/',
  'desktop/src/',
  'desktop/src/renderer/',
]

/**
 * Backticked words that are a concrete repository path: a folder and a file name, or a folder ending in `/` (no
 * placeholders, globs, URLs or import aliases). A bare file name is read beside the path before it, so it is skipped.
 */
function quotedPaths(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map(([, word]) => word)
  return quoted.filter(
    (word) => word.includes('/') && /(\.(ts|tsx|js|mjs|md|json|css|astro|yml)|\/)$/.test(word) && !/^[@#/]|[<*{}…]|:\/\//.test(word),
  )
}

describe('ARCHITECTURE.md', () => {
  it(`is at most ${MAX_LINES} lines`, () => {
    expect(PAGE.split('\n').length).toBeLessThanOrEqual(MAX_LINES + 1)
  })

  it('names only files and folders that exist', () => {
    const missing = quotedPaths(PAGE).filter((path) => !BASES.some((base) => existsSync(join(ROOT, base, path))))
    expect(missing).toEqual([])
  })

  it('finds a quoted path that is gone', () => {
    expect(quotedPaths('see `api/app/services/gone_service.ts` and `#services/paging`')).toEqual(['api/app/services/gone_service.ts'])
  })
})
