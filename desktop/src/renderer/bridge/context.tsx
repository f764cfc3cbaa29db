import { createContext, useContext, type ReactNode } from 'react'
import type { ShopLocalBridge } from '../../shared/bridge'

const BridgeContext = createContext<ShopLocalBridge | null>(null)

export function BridgeProvider({ bridge, children }: { bridge: ShopLocalBridge; children: ReactNode }) {
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>
}

export function useBridge(): ShopLocalBridge {
  const bridge = useContext(BridgeContext)
  if (!bridge) throw new Error('useBridge must be used inside <BridgeProvider>')
  return bridge
}
