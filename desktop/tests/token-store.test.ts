import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { secretFile, TokenStore, type KeychainCipher } from '../src/main/token-store.js'

interface FakeKeychain extends KeychainCipher {
  key: number
  rotated: boolean
}

/**
 * Electron's safeStorage needs the OS keychain, which does not exist here; this cipher stands in for it with a
 * reversible transform so the test can tell ciphertext from the token. `key` is the keychain's key; `rotated`
 * says a newer key exists (decrypt then asks for a re-encryption).
 */
function fakeKeychain(options: { available?: boolean; backend?: string } = {}): FakeKeychain {
  const xor = (bytes: Buffer, key: number) => Buffer.from([...bytes].map((byte) => byte ^ key))
  const keychain: FakeKeychain = {
    key: 7,
    rotated: false,
    isAsyncEncryptionAvailable: async () => options.available ?? true,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptStringAsync: async (plain) => Buffer.concat([Buffer.from([keychain.key]), xor(Buffer.from(plain), keychain.key)]),
    decryptStringAsync: async (encrypted) => {
      if (encrypted[0] !== keychain.key && !keychain.rotated) throw new Error('Error while decrypting the ciphertext')
      return {
        result: xor(encrypted.subarray(1), encrypted[0]).toString(),
        shouldReEncrypt: keychain.rotated && encrypted[0] !== keychain.key,
      }
    },
  }
  return keychain
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

  it('writes the token encrypted by the keychain, readable only by the user, and reads it back after a restart', async () => {
    const store = new TokenStore(fakeKeychain(), secretFile(path), 'linux')
    expect(await store.storage()).toBe('keychain')
    await store.set(TOKEN)
    const onDisk = await readFile(path)
    expect(onDisk.toString()).not.toContain(TOKEN)
    expect(onDisk.toString()).not.toContain('c2VjcmV0')
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o077).toBe(0)
    expect(await new TokenStore(fakeKeychain(), secretFile(path), 'linux').get()).toBe(TOKEN)
  })

  it('forgets the token in memory and on disk when cleared', async () => {
    const store = new TokenStore(fakeKeychain(), secretFile(path), 'darwin')
    await store.set(TOKEN)
    store.clear()
    expect(await store.get()).toBeNull()
    await expect(stat(path)).rejects.toThrow()
    expect(await new TokenStore(fakeKeychain(), secretFile(path), 'darwin').get()).toBeNull()
  })

  it("keeps the token in memory only on Linux's plain-text backend, and drops a file an earlier run left", async () => {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, 'v10-encrypted-with-a-fixed-password')
    const store = new TokenStore(fakeKeychain({ backend: 'basic_text' }), secretFile(path), 'linux')
    expect(await store.storage()).toBe('memory')
    expect(await store.get()).toBeNull()
    await expect(stat(path)).rejects.toThrow()
    await store.set(TOKEN)
    expect(await store.get()).toBe(TOKEN)
    await expect(stat(path)).rejects.toThrow()
    expect(await new TokenStore(fakeKeychain({ backend: 'basic_text' }), secretFile(path), 'linux').get()).toBeNull()
  })

  it('keeps the token in memory only when no encryption is available at all', async () => {
    const store = new TokenStore(fakeKeychain({ available: false }), secretFile(path), 'win32')
    expect(await store.storage()).toBe('memory')
    await store.set(TOKEN)
    expect(await store.get()).toBe(TOKEN)
    await expect(stat(path)).rejects.toThrow()
  })

  it('asks the backend only on Linux, where the plain-text one exists', async () => {
    const keychain = fakeKeychain({ backend: 'basic_text' })
    expect(await new TokenStore(keychain, secretFile(path), 'darwin').storage()).toBe('keychain')
  })

  it('drops a file it cannot decrypt (another account or keychain) and says so once', async () => {
    await new TokenStore(fakeKeychain(), secretFile(path), 'linux').set(TOKEN)
    const otherKeychain = fakeKeychain()
    otherKeychain.key = 9
    const store = new TokenStore(otherKeychain, secretFile(path), 'linux')
    expect(await store.get()).toBeNull()
    await expect(stat(path)).rejects.toThrow()
    expect(store.takeUnreadable()).toBe(true)
    expect(store.takeUnreadable()).toBe(false)
  })

  it('re-encrypts with the new key when the keychain rotated it', async () => {
    await new TokenStore(fakeKeychain(), secretFile(path), 'linux').set(TOKEN)
    const rotated = fakeKeychain()
    rotated.key = 11
    rotated.rotated = true
    expect(await new TokenStore(rotated, secretFile(path), 'linux').get()).toBe(TOKEN)
    expect((await readFile(path))[0]).toBe(11)
  })

  it('starts signed out with no file', async () => {
    expect(await new TokenStore(fakeKeychain(), secretFile(path), 'linux').get()).toBeNull()
  })
})
