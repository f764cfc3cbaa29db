import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { TokenStorage } from '../shared/bridge.js'

/** The asynchronous part of Electron's safeStorage the store needs; tests pass a fake, the app passes safeStorage. */
export interface KeychainCipher {
  isAsyncEncryptionAvailable(): Promise<boolean>
  encryptStringAsync(plainText: string): Promise<Buffer>
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>
  /** Linux only: the secret store Chromium picked. */
  getSelectedStorageBackend(): string
}

interface SecretFile {
  read(): Buffer | null
  write(data: Buffer): void
  remove(): void
}

/** A file only the current user can read, holding the encrypted token. */
export function secretFile(path: string): SecretFile {
  return {
    read: () => {
      try {
        return readFileSync(path)
      } catch {
        return null
      }
    },
    write: (data) => {
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, data, { mode: 0o600 })
    },
    remove: () => rmSync(path, { force: true }),
  }
}

/**
 * Linux's `basic_text` backend "encrypts" with a password compiled into Chromium: anyone who copies the file
 * can read the token, so it counts as no keychain at all.
 */
const PLAIN_TEXT_BACKEND = 'basic_text'

/**
 * The admin's access token, held by the main process only. On disk it is always encrypted by the OS keychain;
 * without one the token lives in memory for this run and the admin signs in again next time, rather than writing
 * a bearer secret that any copy of the file would give away.
 */
export class TokenStore {
  #token: string | null | undefined
  #storage: Promise<TokenStorage> | undefined
  /** A stored token could not be decrypted (keychain changed) and was dropped; told once, at the next sign-in. */
  #unreadable = false

  constructor(
    private readonly cipher: KeychainCipher,
    private readonly file: SecretFile,
    private readonly platform: NodeJS.Platform,
  ) {}

  /** Where the token is kept: asked of the keychain once per run. */
  storage(): Promise<TokenStorage> {
    this.#storage ??= this.#probe()
    return this.#storage
  }

  async get(): Promise<string | null> {
    if (this.#token === undefined) this.#token = await this.#load()
    return this.#token
  }

  async set(token: string): Promise<void> {
    this.#token = token
    this.#unreadable = false
    if ((await this.storage()) === 'keychain') this.file.write(await this.cipher.encryptStringAsync(token))
    else this.file.remove()
  }

  clear(): void {
    this.#token = null
    this.file.remove()
  }

  /** True once after a stored token had to be dropped, so the sign-in screen can say why. */
  takeUnreadable(): boolean {
    const unreadable = this.#unreadable
    this.#unreadable = false
    return unreadable
  }

  async #probe(): Promise<TokenStorage> {
    if (!(await this.cipher.isAsyncEncryptionAvailable())) return 'memory'
    if (this.platform === 'linux' && this.cipher.getSelectedStorageBackend() === PLAIN_TEXT_BACKEND) return 'memory'
    return 'keychain'
  }

  async #load(): Promise<string | null> {
    const encrypted = this.file.read()
    if (!encrypted) return null
    if ((await this.storage()) === 'memory') {
      // Left by a run that had a keychain, or by an older version that trusted the plain-text backend.
      this.file.remove()
      return null
    }
    try {
      const { result, shouldReEncrypt } = await this.cipher.decryptStringAsync(encrypted)
      if (!result) return null
      if (shouldReEncrypt) this.file.write(await this.cipher.encryptStringAsync(result))
      return result
    } catch {
      // Written under another OS account or keychain: useless here, so drop it and say so.
      this.file.remove()
      this.#unreadable = true
      return null
    }
  }
}
