import type { ShopLocalBridge } from '../../shared/bridge'
import { createBrowserBridge, resolveBrowserApiBaseUrl } from './browser'
import { electronBridge } from './electron'

export function selectBridge(): ShopLocalBridge {
  return (
    electronBridge() ??
    createBrowserBridge({
      version: __APP_VERSION__,
      apiBaseUrl: resolveBrowserApiBaseUrl(window.location.search, import.meta.env.VITE_API_URL),
      storage: window.sessionStorage,
      startLink: new URLSearchParams(window.location.search).get('link'),
    })
  )
}
