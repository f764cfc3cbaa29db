import { contextBridge, ipcRenderer } from 'electron'
import { IPC_CHANNELS, type ApiRequest, type ShopLocalBridge } from '../shared/bridge.js'

// Each method wraps exactly one channel; ipcRenderer itself never reaches the page.
const bridge: ShopLocalBridge = {
  app: {
    getInfo: () => ipcRenderer.invoke(IPC_CHANNELS.appGetInfo),
  },
  settings: {
    setApiBaseUrl: (url: string) => ipcRenderer.invoke(IPC_CHANNELS.settingsSetApiBaseUrl, url),
  },
  auth: {
    signIn: (email: string, password: string) => ipcRenderer.invoke(IPC_CHANNELS.authSignIn, email, password),
    signInWithCode: (email: string, code: string) => ipcRenderer.invoke(IPC_CHANNELS.authSignInWithCode, email, code),
    signOut: () => ipcRenderer.invoke(IPC_CHANNELS.authSignOut),
    status: () => ipcRenderer.invoke(IPC_CHANNELS.authStatus),
  },
  api: {
    request: (request: ApiRequest) => ipcRenderer.invoke(IPC_CHANNELS.apiRequest, request),
    requestFile: (path: string) => ipcRenderer.invoke(IPC_CHANNELS.apiRequestFile, path),
  },
  files: {
    saveCsv: (fileName: string, content: string) => ipcRenderer.invoke(IPC_CHANNELS.filesSaveCsv, fileName, content),
    savePdf: (fileName: string, bytes: Uint8Array) => ipcRenderer.invoke(IPC_CHANNELS.filesSavePdf, fileName, bytes),
  },
}

contextBridge.exposeInMainWorld('shoplocal', bridge)
