import { ipcMain, type IpcMainInvokeEvent } from 'electron'
import { apiUrl, isApiRequest, sendApiRequest } from '../shared/api-request.js'
import { IPC_CHANNELS, type ApiResult, type AppInfo } from '../shared/bridge.js'
import { isApiUrl, isAppUrl } from './trusted-urls.js'

export interface IpcContext {
  appUrl: string
  appInfo: AppInfo
}

/** Only our own page may use the bridge, even if some other frame ever gets loaded. */
function assertTrustedSender(event: IpcMainInvokeEvent, appUrl: string): void {
  const senderUrl = event.senderFrame?.url ?? ''
  if (!isAppUrl(senderUrl, appUrl)) {
    throw new Error(`Refused IPC from untrusted sender ${senderUrl || '(unknown)'}`)
  }
}

/**
 * API calls go through the main process: the access token (next issue) never has to enter the
 * renderer, and the file:// page needs no CORS grant from the API.
 */
export function registerIpcHandlers({ appUrl, appInfo }: IpcContext): void {
  ipcMain.handle(IPC_CHANNELS.appGetInfo, (event): AppInfo => {
    assertTrustedSender(event, appUrl)
    return appInfo
  })

  ipcMain.handle(IPC_CHANNELS.apiRequest, async (event, request: unknown): Promise<ApiResult> => {
    assertTrustedSender(event, appUrl)
    if (!isApiRequest(request)) throw new Error('Refused malformed API request')
    const url = apiUrl(appInfo.apiBaseUrl, request.path)
    if (!isApiUrl(url, appInfo.apiBaseUrl)) throw new Error(`Refused API request outside the API: ${url}`)
    return sendApiRequest(url, request)
  })
}
