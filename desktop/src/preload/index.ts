import { contextBridge, ipcRenderer } from 'electron'
import { IPC_CHANNELS, type ApiRequest, type ShopLocalBridge } from '../shared/bridge.js'

// Each method wraps exactly one channel; ipcRenderer itself never reaches the page.
const bridge: ShopLocalBridge = {
  app: {
    getInfo: () => ipcRenderer.invoke(IPC_CHANNELS.appGetInfo),
  },
  api: {
    request: (request: ApiRequest) => ipcRenderer.invoke(IPC_CHANNELS.apiRequest, request),
  },
}

contextBridge.exposeInMainWorld('shoplocal', bridge)
