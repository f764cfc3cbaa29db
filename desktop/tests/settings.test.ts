import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadSettings, parseStoredSettings, readSettingsFile, writeSettingsFile } from '../src/main/settings.js'
import { parseApiBaseUrl } from '../src/shared/api-base-url.js'

describe('loadSettings', () => {
  it('asks for the API on first run, proposing localhost:3333', () => {
    expect(loadSettings({})).toEqual({ apiBaseUrl: 'http://localhost:3333', needsSetup: true, fromEnvironment: false })
    expect(loadSettings({ SHOPLOCAL_API_URL: '  ' }, null).needsSetup).toBe(true)
  })

  it('uses the saved address once one was chosen', () => {
    expect(loadSettings({}, { apiBaseUrl: 'https://api.shoplocal.ie/' })).toEqual({
      apiBaseUrl: 'https://api.shoplocal.ie',
      needsSetup: false,
      fromEnvironment: false,
    })
  })

  it('lets SHOPLOCAL_API_URL pin the address over the saved one', () => {
    expect(loadSettings({ SHOPLOCAL_API_URL: 'https://api.shoplocal.ie/' }, { apiBaseUrl: 'http://other:3333' })).toEqual({
      apiBaseUrl: 'https://api.shoplocal.ie',
      needsSetup: false,
      fromEnvironment: true,
    })
  })

  it('refuses a malformed SHOPLOCAL_API_URL instead of guessing', () => {
    expect(() => loadSettings({ SHOPLOCAL_API_URL: 'localhost:3333' })).toThrow(/SHOPLOCAL_API_URL/)
  })

  it('treats a malformed saved file as no choice', () => {
    expect(parseStoredSettings({ apiBaseUrl: 'javascript:alert(1)' })).toBeNull()
    expect(parseStoredSettings('http://x.ie')).toBeNull()
    expect(loadSettings({}, { apiBaseUrl: 42 }).needsSetup).toBe(true)
  })
})

describe('settings.json in the userData folder', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shoplocal-settings-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('round-trips the chosen address, creating the folder', async () => {
    const path = join(dir, 'nested', 'settings.json')
    expect(readSettingsFile(path)).toBeNull()
    writeSettingsFile(path, { apiBaseUrl: 'https://api.shoplocal.ie' })
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ apiBaseUrl: 'https://api.shoplocal.ie' })
    expect(loadSettings({}, readSettingsFile(path)).apiBaseUrl).toBe('https://api.shoplocal.ie')
  })

  it('reads a corrupt file as nothing', async () => {
    const path = join(dir, 'settings.json')
    await writeFile(path, '{not json')
    expect(readSettingsFile(path)).toBeNull()
  })
})

describe('parseApiBaseUrl', () => {
  it('drops trailing slashes, query and hash but keeps a base path', () => {
    expect(parseApiBaseUrl('http://127.0.0.1:3333//')).toBe('http://127.0.0.1:3333')
    expect(parseApiBaseUrl('https://x.ie/backend/?a=1#b')).toBe('https://x.ie/backend')
  })

  it('returns null for empty, non-http and credentialled URLs', () => {
    expect(parseApiBaseUrl(undefined)).toBeNull()
    expect(parseApiBaseUrl('')).toBeNull()
    expect(parseApiBaseUrl('ftp://x.ie')).toBeNull()
    expect(parseApiBaseUrl('javascript:alert(1)')).toBeNull()
    expect(parseApiBaseUrl('http://admin:pw@x.ie')).toBeNull()
  })
})
