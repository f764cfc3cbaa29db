import { browserApi } from '../../lib/api/browser.ts'
import { MENU_COPY } from '../../lib/navigation/menu-copy.ts'

/**
 * The header's favourites count is rendered on the server; after a toggle the island asks the API for
 * the new number and writes it in, so the badge agrees without a reload.
 */
export async function refreshHeaderCount(): Promise<void> {
  const badge = document.querySelector<HTMLElement>('[data-testid="favourites-count"]')
  if (!badge) return
  const result = await browserApi.get<number>('/api/favorites/count')
  if (!result.ok || typeof result.data !== 'number') return
  badge.textContent = String(result.data)
  badge.setAttribute('aria-label', MENU_COPY.favouritesCount(result.data))
}
