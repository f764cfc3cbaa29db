import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** The part of Electron's safeStorage the store needs; tests pass a fake, the app passes safeStorage. */
export interface SecretCipher {
  isEncryptionAvailable(): boolean
  encryptString(plainText: string): Buffer
  decryptString(encrypted: Buffer): string
}

export interface SecretFile {
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
 * The admin's access token, held by the main process only. On disk it is always encrypted with the
 * OS keychain (safeStorage); where no keychain is available the token lives in memory for this run
 * and the admin signs in again next time, rather than writing a bearer secret in plain text.
 */
export class TokenStore {
  #token: string | null | undefined

  constructor(
    private readonly cipher: SecretCipher,
    private readonly file: SecretFile,
  ) {}

  get(): string | null {
    if (this.#token === undefined) this.#token = this.#load()
    return this.#token
  }

  set(token: string): void {
    this.#token = token
    if (this.cipher.isEncryptionAvailable()) this.file.write(this.cipher.encryptString(token))
    else this.file.remove()
  }

  clear(): void {
    this.#token = null
    this.file.remove()
  }

  #load(): string | null {
    const encrypted = this.file.read()
    if (!encrypted || !this.cipher.isEncryptionAvailable()) return null
    try {
      return this.cipher.decryptString(encrypted) || null
    } catch {
      // Written under another OS account or keychain: useless here, so drop it.
      this.file.remove()
      return null
    }
  }
}
