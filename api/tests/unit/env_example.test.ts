/*
 * `.env.example` is where a newcomer learns the API's settings, and `start/env.ts` is what the API accepts:
 * a setting added to one and forgotten in the other fails here.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const envExample = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8')
const envSchema = readFileSync(new URL('../../start/env.ts', import.meta.url), 'utf8')

/** Read by Node itself from the process environment, so start/env.ts never declares them. */
const PROCESS_SETTINGS = new Set(['TZ', 'UV_THREADPOOL_SIZE'])

/** The settings named in the file's API sections (a section starts at a `# ── <title> ──` line), set or commented out. */
function apiSettingsInExample(text: string): string[] {
  const names: string[] = []
  let inApiSection = false
  for (const line of text.split('\n')) {
    const heading = /^# ── (.+?) ─/.exec(line)
    if (heading) {
      inApiSection = heading[1].startsWith('API (api/)')
      continue
    }
    const setting = /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)
    if (inApiSection && setting) names.push(setting[1])
  }
  return names
}

/** The keys of the schema object handed to Env.create. */
function settingsInSchema(text: string): string[] {
  return [...text.matchAll(/^\s+([A-Z][A-Z0-9_]*): Env\.schema\./gm)].map((match) => match[1])
}

describe('.env.example and start/env.ts', () => {
  const example = apiSettingsInExample(envExample)
  const schema = settingsInSchema(envSchema)

  it('reads both lists', () => {
    expect(example).toContain('DB_CONNECTION')
    expect(schema).toContain('DB_CONNECTION')
    expect(schema.length).toBeGreaterThan(40)
  })

  it('documents every setting the API accepts', () => {
    expect(schema.filter((name) => !example.includes(name))).toEqual([])
  })

  it('documents only settings the API accepts (or Node reads)', () => {
    expect(example.filter((name) => !schema.includes(name) && !PROCESS_SETTINGS.has(name))).toEqual([])
  })

  it('names each setting once', () => {
    expect(example.filter((name, index) => example.indexOf(name) !== index)).toEqual([])
  })

  it('finds a setting missing from either side', () => {
    expect(settingsInSchema(`  ONLY_HERE: Env.schema.string.optional(),`)).toEqual(['ONLY_HERE'])
    expect(apiSettingsInExample('# ── API (api/) ──\n# ONLY_THERE=1\nPORT=1\n# ── Tests ──\nTEST_DB=x\n')).toEqual(['ONLY_THERE', 'PORT'])
  })
})
