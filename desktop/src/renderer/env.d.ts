/// <reference types="vite/client" />
import type { ShopLocalBridge } from '../shared/bridge'

declare global {
  interface Window {
    /** Present only inside Electron, exposed by the preload script. */
    shoplocal?: ShopLocalBridge
  }

  interface ImportMetaEnv {
    readonly VITE_API_URL?: string
  }

  /** The desktop package version, injected by the Vite configs. */
  const __APP_VERSION__: string
}
