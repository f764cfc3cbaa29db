import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { secretFile, TokenStore, type SecretCipher } from '../src/main/token-store.js'

/**
 * Electron's safeStorage needs the OS keychain, which does not exist here; this cipher stands in for
 * it with a reversible transform so the test can tell ciphertext from the token.
 */
function fakeCipher(available = true): SecretCipher & { key: number } {
  const cipher = {
    key: 7,
    isEncryptionAvailable: () => available,
    encryptString: (plain: string) => Buffer.from([...Buffer.from(plain)].map((byte) => byte ^ cipher.key)),
    decryptString: (encrypted: Buffer) => {
      if (cipher.key !== 7) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.')
      return Buffer.from([...encrypted].map((byte) => byte ^ cipher.key)).toString()
    },
  }
  return cipher
}

const TOKEN = 'oat_MTI.c2VjcmV0LXRva2VuLXZhbHVl'

describe('TokenStore', () => {
  let dir: string
  let path: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shoplocal-token-'))
    path = join(dir, 'userData', 'admin-token.bin')
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes the token encrypted, readable only by the user, and reads it back after a restart', async () => {
    new TokenStore(fakeCipher(), secretFile(path)).set(TOKEN)
    const onDisk = await readFile(path)
    expect(onDisk.toString()).not.toContain(TOKEN)
    expect(onDisk.toString()).not.toContain('c2VjcmV0')
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o077).toBe(0)
    expect(new TokenStore(fakeCipher(), secretFile(path)).get()).toBe(TOKEN)
  })

  it('forgets the token in memory and on disk when cleared', async () => {
    const store = new TokenStore(fakeCipher(), secretFile(path))
    store.set(TOKEN)
    store.clear()
    expect(store.get()).toBeNull()
    await expect(stat(path)).rejects.toThrow()
    expect(new TokenStore(fakeCipher(), secretFile(path)).get()).toBeNull()
  })

  it('keeps the token in memory only when no keychain is available, never in plain text', async () => {
    const store = new TokenStore(fakeCipher(false), secretFile(path))
    store.set(TOKEN)
    expect(store.get()).toBe(TOKEN)
    await expect(stat(path)).rejects.toThrow()
  })

  it('drops a file it cannot decrypt (another account or keychain)', async () => {
    new TokenStore(fakeCipher(), secretFile(path)).set(TOKEN)
    const otherKeychain = fakeCipher()
    otherKeychain.key = 9
    expect(new TokenStore(otherKeychain, secretFile(path)).get()).toBeNull()
    await expect(stat(path)).rejects.toThrow()
  })

  it('starts signed out with no file', () => {
    expect(new TokenStore(fakeCipher(), secretFile(path)).get()).toBeNull()
  })
})
