import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { diagnosticsText, ERROR_LOG_FILE, ErrorLog, logFolder, redactSecrets } from '../src/main/error-log.js'

const TOKEN = 'oat_MTI.c2VjcmV0LXRva2VuLXZhbHVl'

describe('ErrorLog', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shoplocal-errors-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('keeps errors of both processes as JSON lines, newest first when read back', async () => {
    const log = new ErrorLog(logFolder(join(dir, 'logs')), () => new Date('2026-11-28T10:00:00Z'))
    log.record('main', 'first', 'Error: first\n    at main.js:1')
    log.record('renderer', 'second')
    const lines = (await readFile(join(dir, 'logs', ERROR_LOG_FILE), 'utf8')).trim().split('\n')
    expect(lines.map((line) => JSON.parse(line).message)).toEqual(['first', 'second'])
    expect(log.recent(5).map((entry) => `${entry.source}:${entry.message}`)).toEqual(['renderer:second', 'main:first'])
    expect(log.recent(1)).toHaveLength(1)
  })

  it('rotates past its size and keeps three files at most, the newest errors still readable', async () => {
    const log = new ErrorLog(logFolder(dir))
    const big = 'x'.repeat(3900)
    for (let index = 0; index < 400; index++) log.record('main', `${index} ${big}`)
    const files = (await readdir(dir)).sort()
    expect(files).toEqual(['errors.1.log', 'errors.2.log', 'errors.log'])
    const recent = log.recent(3)
    expect(recent.map((entry) => entry.message.split(' ')[0])).toEqual(['399', '398', '397'])
  })

  it('never writes a token, a bearer header or a password', async () => {
    const log = new ErrorLog(logFolder(dir))
    log.record('renderer', `Request failed with Authorization: Bearer ${TOKEN}`, `{"password":"Admin@2026","token":"${TOKEN}"}`)
    const text = await readFile(join(dir, ERROR_LOG_FILE), 'utf8')
    expect(text).not.toContain('c2VjcmV0')
    expect(text).not.toContain('Admin@2026')
  })
})

describe('diagnosticsText', () => {
  it('says the versions, the system and the last errors, and never a token', () => {
    const text = diagnosticsText(
      {
        appVersion: '0.1.0',
        platform: 'linux',
        arch: 'x64',
        osRelease: '6.1.0',
        electron: '45.4.1',
        chrome: '142.0',
        apiBaseUrl: 'https://api.shoplocal.ie',
        tokenStorage: 'keychain',
      },
      [{ at: '2026-11-28T10:00:00.000Z', source: 'main', message: `boom ${TOKEN}` }],
    )
    expect(text).toContain('ShopLocal Admin 0.1.0')
    expect(text).toContain('linux 6.1.0 (x64)')
    expect(text).toContain('Electron 45.4.1')
    expect(text).toContain('2026-11-28T10:00:00.000Z [main] boom')
    expect(text).not.toContain('c2VjcmV0')
  })

  it('redacts what looks like a secret wherever it stands', () => {
    expect(redactSecrets(`token=${TOKEN}`)).not.toContain('c2VjcmV0')
    expect(redactSecrets('bearer abc.def')).toBe('bearer [redacted]')
  })
})
