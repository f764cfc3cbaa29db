import type { ShopLocalBridge } from '../../shared/bridge'

/** The preload's bridge when running inside Electron, otherwise undefined. */
export function electronBridge(): ShopLocalBridge | undefined {
  return window.shoplocal
}
