import { readFileSync } from 'node:fs'

/** The desktop package version, shown in the console and injected as __APP_VERSION__. */
export function appVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  if (typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string') {
    return manifest.version
  }
  throw new Error('desktop/package.json has no version')
}
