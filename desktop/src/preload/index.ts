import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { ConsoleLink } from '@shoplocal/shared/rules'
import { IPC_CHANNELS, type ApiRequest, type ErrorReport, type ShopLocalBridge, type UpdateState } from '../shared/bridge.js'

/** A push from the main process, handed to the page as plain data; ipcRenderer and its event stay here. */
function subscribe<Payload>(channel: string, ready: string, listener: (payload: Payload) => void): () => void {
  const forward = (_event: IpcRendererEvent, payload: Payload) => listener(payload)
  ipcRenderer.on(channel, forward)
  void ipcRenderer.invoke(ready).then((current: Payload | undefined) => {
    if (current !== undefined) listener(current)
  })
  return () => {
    ipcRenderer.removeListener(channel, forward)
  }
}

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
  links: {
    subscribe: (listener: (link: ConsoleLink) => void) => subscribe(IPC_CHANNELS.linksOpen, IPC_CHANNELS.linksReady, listener),
  },
  updates: {
    subscribe: (listener: (state: UpdateState) => void) => subscribe(IPC_CHANNELS.updatesState, IPC_CHANNELS.updatesReady, listener),
    restart: () => ipcRenderer.invoke(IPC_CHANNELS.updatesRestart),
    postpone: () => ipcRenderer.invoke(IPC_CHANNELS.updatesPostpone),
  },
  diagnostics: {
    reportError: (report: ErrorReport) => void ipcRenderer.invoke(IPC_CHANNELS.diagnosticsReportError, report),
  },
}

contextBridge.exposeInMainWorld('shoplocal', bridge)
