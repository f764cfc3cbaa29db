import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { DEFAULT_API_BASE_URL, parseApiBaseUrl } from '../shared/api-base-url.js'

export interface Settings {
  apiBaseUrl: string
  /** Nobody has chosen the API yet: the console asks before signing in (first run). */
  needsSetup: boolean
  /** SHOPLOCAL_API_URL pins the address for this run; the settings screen cannot change it. */
  fromEnvironment: boolean
}

/** What settings.json in the userData folder holds. */
interface StoredSettings {
  apiBaseUrl: string
}

export function parseStoredSettings(value: unknown): StoredSettings | null {
  if (typeof value !== 'object' || value === null || !('apiBaseUrl' in value)) return null
  const apiBaseUrl = typeof value.apiBaseUrl === 'string' ? parseApiBaseUrl(value.apiBaseUrl) : null
  return apiBaseUrl ? { apiBaseUrl } : null
}

/**
 * SHOPLOCAL_API_URL wins (deployments and tests pin it), then the saved choice, then the local
 * default on first run. A malformed SHOPLOCAL_API_URL stops the app rather than silently talking to
 * a different server than the one the operator asked for.
 */
export function loadSettings(env: Record<string, string | undefined> = process.env, stored: unknown = null): Settings {
  const configured = env.SHOPLOCAL_API_URL
  if (configured !== undefined && configured.trim() !== '') {
    const apiBaseUrl = parseApiBaseUrl(configured)
    if (apiBaseUrl === null) {
      throw new Error(`SHOPLOCAL_API_URL must be an http(s) URL, got "${configured}"`)
    }
    return { apiBaseUrl, needsSetup: false, fromEnvironment: true }
  }
  const saved = parseStoredSettings(stored)
  if (saved) return { apiBaseUrl: saved.apiBaseUrl, needsSetup: false, fromEnvironment: false }
  return { apiBaseUrl: DEFAULT_API_BASE_URL, needsSetup: true, fromEnvironment: false }
}

/** settings.json: unreadable or malformed content counts as no settings, never as a crash. */
export function readSettingsFile(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

export function writeSettingsFile(path: string, settings: StoredSettings): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(settings, null, 2)}\n`)
}
