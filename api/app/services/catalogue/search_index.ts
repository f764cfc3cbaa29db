/*
 * This process's catalogue search index: started with the HTTP server
 * (providers/catalogue_index_provider.ts), used by the list searches once it
 * is built. Null until then, and in processes that serve no requests.
 */
import type { CatalogueChange } from '#services/catalogue/catalogue_changes'
import type { CatalogueIndex } from '#services/catalogue/catalogue_index'
import { CatalogueIndexSync, type BuildStats } from '#services/catalogue/catalogue_index_sync'

let sync: CatalogueIndexSync | null = null
const appliedListeners = new Set<(change: CatalogueChange | null) => void>()
const viewCountsListeners = new Set<(viewCounts: Map<number, number>) => void>()

export function readyCatalogueIndex(): CatalogueIndex | null {
  return sync?.index ?? null
}

/** Runs after every batch of catalogue changes this process applies, with what they touched (null: a rebuild). */
export function onCatalogueIndexApplied(listener: (change: CatalogueChange | null) => void) {
  appliedListeners.add(listener)
}

/** Runs every little while with every shop's view count (see card_rows.ts). */
export function onShopViewCounts(listener: (viewCounts: Map<number, number>) => void) {
  viewCountsListeners.add(listener)
}

export function startCatalogueIndex(pollMs: number, viewsCheckMs: number): Promise<BuildStats> {
  sync = new CatalogueIndexSync(pollMs, viewsCheckMs)
  sync.onApplied((change) => appliedListeners.forEach((listener) => listener(change)))
  sync.onShopViewCounts((viewCounts) => viewCountsListeners.forEach((listener) => listener(viewCounts)))
  return sync.start()
}

export async function stopCatalogueIndex() {
  await sync?.stop()
  sync = null
}
