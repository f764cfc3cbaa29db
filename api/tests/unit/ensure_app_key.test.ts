import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ensureLocalAppKey } from '../../commands/ensure_app_key.ts'

describe('npm start gives each copy its own APP_KEY', () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shoplocal-env-'))
  })
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  it('writes a random key into a missing file, readable by its owner only, and keeps it on the next start', async () => {
    const file = join(folder, '.env')
    expect(await ensureLocalAppKey(file)).toBe('generated')
    const first = await readFile(file, 'utf8')
    expect(first).toMatch(/^APP_KEY=[0-9a-f]{64}\n$/)
    expect((await stat(file)).mode & 0o077).toBe(0)
    expect(await ensureLocalAppKey(file)).toBe('kept')
    expect(await readFile(file, 'utf8')).toBe(first)

    const other = join(folder, 'other.env')
    await ensureLocalAppKey(other)
    expect(await readFile(other, 'utf8')).not.toBe(first)
  })

  it('adds the key to an existing file without touching its other settings, and fills an empty APP_KEY=', async () => {
    const file = join(folder, '.env')
    await writeFile(file, 'DB_CONNECTION=sqlite\nAPP_KEY=\nLOG_LEVEL=info')
    expect(await ensureLocalAppKey(file)).toBe('generated')
    const text = await readFile(file, 'utf8')
    expect(text).toMatch(/^DB_CONNECTION=sqlite\nAPP_KEY=[0-9a-f]{64}\nLOG_LEVEL=info$/)

    const noNewline = join(folder, 'short.env')
    await writeFile(noNewline, 'LOG_LEVEL=info')
    await ensureLocalAppKey(noNewline)
    expect(await readFile(noNewline, 'utf8')).toMatch(/^LOG_LEVEL=info\nAPP_KEY=[0-9a-f]{64}\n$/)
  })
})
