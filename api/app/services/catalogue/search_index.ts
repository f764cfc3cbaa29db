/*
 * This process's catalogue search index: started with the HTTP server
 * (providers/catalogue_index_provider.ts), used by the list searches once it
 * is built. Null until then, and in processes that serve no requests.
 */
import type { CatalogueIndex } from '#services/catalogue/catalogue_index'
import { CatalogueIndexSync, type BuildStats } from '#services/catalogue/catalogue_index_sync'

let sync: CatalogueIndexSync | null = null
const appliedListeners = new Set<() => void>()

export function readyCatalogueIndex(): CatalogueIndex | null {
  return sync?.index ?? null
}

/** Runs after every batch of catalogue changes this process applies (and after a rebuild). */
export function onCatalogueIndexApplied(listener: () => void) {
  appliedListeners.add(listener)
}

export function startCatalogueIndex(pollMs: number): Promise<BuildStats> {
  sync = new CatalogueIndexSync(pollMs)
  sync.onApplied(() => appliedListeners.forEach((listener) => listener()))
  return sync.start()
}

export async function stopCatalogueIndex() {
  await sync?.stop()
  sync = null
}
