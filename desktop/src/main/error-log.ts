import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The file operations the log needs, on one folder; tests use a temporary one. */
interface LogFolder {
  append(name: string, text: string): void
  size(name: string): number
  rename(from: string, to: string): void
  remove(name: string): void
  read(name: string): string | null
}

export function logFolder(dir: string): LogFolder {
  const at = (name: string) => join(dir, name)
  return {
    append: (name, text) => {
      mkdirSync(dir, { recursive: true })
      appendFileSync(at(name), text, { mode: 0o600 })
    },
    size: (name) => {
      try {
        return statSync(at(name)).size
      } catch {
        return 0
      }
    },
    rename: (from, to) => {
      try {
        renameSync(at(from), at(to))
      } catch {
        // Nothing to move yet.
      }
    },
    remove: (name) => rmSync(at(name), { force: true }),
    read: (name) => {
      try {
        return readFileSync(at(name), 'utf8')
      } catch {
        return null
      }
    },
  }
}

interface ErrorEntry {
  at: string
  source: 'main' | 'renderer'
  message: string
  stack?: string
}

export const ERROR_LOG_FILE = 'errors.log'
/** One file stays small enough to attach to a mail; three keep a bad day's worth. */
const MAX_FILE_BYTES = 256 * 1024
const KEPT_FILES = 3
const MAX_TEXT = 4000

const rotated = (index: number) => (index === 0 ? ERROR_LOG_FILE : `errors.${index}.log`)

/**
 * Access tokens and bearer headers never reach the log, even when an error message happens to quote a request:
 * the log is what an admin copies into a support mail.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(/\boat_[A-Za-z0-9._~+/=-]+/g, 'oat_[redacted]')
    .replace(/(bearer\s+)[A-Za-z0-9._~+/=-]+/gi, '$1[redacted]')
    .replace(/("?(?:token|password|code)"?\s*[:=]\s*)"[^"]*"/gi, '$1"[redacted]"')
}

/**
 * Uncaught errors of the main process and the page, as JSON lines in the app's data folder: the newest file,
 * then up to two older ones. Nothing leaves the computer unless the admin copies it.
 */
export class ErrorLog {
  constructor(
    private readonly folder: LogFolder,
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(source: ErrorEntry['source'], message: unknown, stack?: unknown): void {
    const entry: ErrorEntry = {
      at: this.now().toISOString(),
      source,
      message: redactSecrets(String(message)).slice(0, MAX_TEXT),
      ...(typeof stack === 'string' && stack ? { stack: redactSecrets(stack).slice(0, MAX_TEXT) } : {}),
    }
    const line = `${JSON.stringify(entry)}\n`
    if (this.folder.size(ERROR_LOG_FILE) + line.length > MAX_FILE_BYTES) this.#rotate()
    this.folder.append(ERROR_LOG_FILE, line)
  }

  /** The newest entries first, across the kept files. */
  recent(limit: number): ErrorEntry[] {
    const entries: ErrorEntry[] = []
    for (let index = 0; index < KEPT_FILES && entries.length < limit; index++) {
      const lines = (this.folder.read(rotated(index)) ?? '').split('\n').filter(Boolean).reverse()
      for (const line of lines) {
        if (entries.length >= limit) break
        try {
          entries.push(JSON.parse(line) as ErrorEntry)
        } catch {
          // A line cut by a crash mid-write: skip it.
        }
      }
    }
    return entries
  }

  #rotate(): void {
    this.folder.remove(rotated(KEPT_FILES - 1))
    for (let index = KEPT_FILES - 2; index >= 0; index--) this.folder.rename(rotated(index), rotated(index + 1))
  }
}

interface DiagnosticsFacts {
  appVersion: string
  platform: string
  arch: string
  osRelease: string
  electron: string
  chrome: string
  apiBaseUrl: string
  tokenStorage: string
}

/** What Help → Copy diagnostics puts on the clipboard: versions, system and the last errors, never the token. */
export function diagnosticsText(facts: DiagnosticsFacts, errors: ErrorEntry[]): string {
  const lines = [
    `ShopLocal Admin ${facts.appVersion}`,
    `System: ${facts.platform} ${facts.osRelease} (${facts.arch})`,
    `Electron ${facts.electron}, Chromium ${facts.chrome}`,
    `API: ${facts.apiBaseUrl}`,
    `Sign-in kept in: ${facts.tokenStorage}`,
    '',
    errors.length ? `Last ${errors.length} errors, newest first:` : 'No errors recorded.',
    ...errors.map((entry) => `${entry.at} [${entry.source}] ${entry.message}${entry.stack ? `\n${entry.stack}` : ''}`),
  ]
  return redactSecrets(lines.join('\n'))
}
