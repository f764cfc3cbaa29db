import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron'
import {
  fetchAdminStatus,
  requestAdminToken,
  requestAdminTokenByCode,
  revokeAdminToken,
  bearerHeader,
  type SendApiRequest,
} from '../shared/admin-auth.js'
import { parseApiBaseUrl } from '../shared/api-base-url.js'
import { apiUrl, isApiRequest, sendApiRequest, sendFileRequest } from '../shared/api-request.js'
import {
  IPC_CHANNELS,
  type ApiFileResult,
  type ApiResult,
  type AppInfo,
  type AuthStatus,
  type SaveFileResult,
  type SignInResult,
  type TokenStorage,
} from '../shared/bridge.js'
import type { DeepLinkRouter } from './deep-link-router.js'
import type { ErrorLog } from './error-log.js'
import type { UpdateController } from './updates.js'
import { isPdf, MAX_CSV_BYTES, safeCsvFileName, safePdfFileName } from './csv-file-name.js'
import { saveCsvWithDialog, savePdfWithDialog } from './export-file.js'
import type { Settings } from './settings.js'
import type { TokenStore } from './token-store.js'
import { isApiUrl, isAppUrl } from './trusted-urls.js'

export interface SettingsHolder {
  current(): Settings
  saveApiBaseUrl(apiBaseUrl: string): void
}

interface IpcContext {
  appUrl: string
  version: string
  settings: SettingsHolder
  tokens: TokenStore
  links: DeepLinkRouter
  updates: UpdateController
  errors: ErrorLog
  mainWindow(): BrowserWindow | null
}

/** Only our own page may use the bridge, even if some other frame ever gets loaded. */
function assertTrustedSender(event: IpcMainInvokeEvent, appUrl: string): void {
  const senderUrl = event.senderFrame?.url ?? ''
  if (!isAppUrl(senderUrl, appUrl)) {
    throw new Error(`Refused IPC from untrusted sender ${senderUrl || '(unknown)'}`)
  }
}

function appInfo({ version, settings }: IpcContext, tokenStorage: TokenStorage): AppInfo {
  const { apiBaseUrl, needsSetup, fromEnvironment } = settings.current()
  return { version, apiBaseUrl, needsSetup, canChangeApiBaseUrl: !fromEnvironment, tokenStorage }
}

/** Every call leaves through here, so nothing can reach past the configured API's /api/ paths. */
function apiSender(settings: SettingsHolder): SendApiRequest {
  return (request, headers) => {
    const { apiBaseUrl } = settings.current()
    const url = apiUrl(apiBaseUrl, request.path)
    if (!isApiUrl(url, apiBaseUrl)) throw new Error(`Refused API request outside the API: ${url}`)
    return sendApiRequest(url, request, headers)
  }
}

/**
 * API calls go through the main process: the access token never enters the renderer, and the
 * file:// page needs no CORS grant from the API.
 */
export function registerIpcHandlers(context: IpcContext): void {
  const { appUrl, settings, tokens } = context
  const send = apiSender(settings)
  const handle = <Args extends unknown[], Result>(channel: string, handler: (...args: Args) => Promise<Result> | Result) =>
    ipcMain.handle(channel, (event, ...args) => {
      assertTrustedSender(event, appUrl)
      return handler(...(args as Args))
    })

  handle(IPC_CHANNELS.appGetInfo, async (): Promise<AppInfo> => appInfo(context, await tokens.storage()))

  handle(IPC_CHANNELS.settingsSetApiBaseUrl, async (raw: unknown): Promise<AppInfo> => {
    if (settings.current().fromEnvironment) throw new Error('The API address is set by SHOPLOCAL_API_URL')
    const apiBaseUrl = typeof raw === 'string' ? parseApiBaseUrl(raw) : null
    if (!apiBaseUrl) throw new Error('Enter an http:// or https:// address')
    // A token belongs to the server that issued it.
    if (apiBaseUrl !== settings.current().apiBaseUrl) tokens.clear()
    settings.saveApiBaseUrl(apiBaseUrl)
    return appInfo(context, await tokens.storage())
  })

  handle(IPC_CHANNELS.authSignIn, async (email: unknown, password: unknown): Promise<SignInResult> => {
    if (typeof email !== 'string' || typeof password !== 'string') throw new Error('Refused malformed sign-in')
    const { result, token } = await requestAdminToken(send, email, password)
    if (token) await tokens.set(token)
    return result
  })

  handle(IPC_CHANNELS.authSignInWithCode, async (email: unknown, code: unknown): Promise<SignInResult> => {
    if (typeof email !== 'string' || typeof code !== 'string') throw new Error('Refused malformed sign-in')
    const { result, token } = await requestAdminTokenByCode(send, email, code)
    if (token) await tokens.set(token)
    return result
  })

  handle(IPC_CHANNELS.authSignOut, async (): Promise<void> => {
    const token = await tokens.get()
    tokens.clear()
    await revokeAdminToken(send, token).catch(() => undefined)
  })

  handle(IPC_CHANNELS.authStatus, async (): Promise<AuthStatus> => {
    const { status, tokenRejected } = await fetchAdminStatus(send, await tokens.get())
    if (tokenRejected) tokens.clear()
    return status.type === 'signed-out' && tokens.takeUnreadable() ? { ...status, unreadable: true } : status
  })

  handle(IPC_CHANNELS.apiRequest, async (request: unknown): Promise<ApiResult> => {
    if (!isApiRequest(request)) throw new Error('Refused malformed API request')
    const token = await tokens.get()
    return send(request, token ? bearerHeader(token) : {})
  })

  handle(IPC_CHANNELS.apiRequestFile, async (path: unknown): Promise<ApiFileResult> => {
    if (!isApiRequest({ method: 'GET', path })) throw new Error('Refused malformed file request')
    const { apiBaseUrl } = settings.current()
    const url = apiUrl(apiBaseUrl, path as string)
    if (!isApiUrl(url, apiBaseUrl)) throw new Error(`Refused API request outside the API: ${url}`)
    const token = await tokens.get()
    return sendFileRequest(url, token ? bearerHeader(token) : {})
  })

  handle(IPC_CHANNELS.filesSaveCsv, (fileName: unknown, content: unknown): Promise<SaveFileResult> => {
    const name = safeCsvFileName(fileName)
    if (!name || typeof content !== 'string' || content.length > MAX_CSV_BYTES) throw new Error('Refused malformed export')
    return saveCsvWithDialog(context.mainWindow(), name, content)
  })

  handle(IPC_CHANNELS.filesSavePdf, (fileName: unknown, bytes: unknown): Promise<SaveFileResult> => {
    const name = safePdfFileName(fileName)
    if (!name || !isPdf(bytes)) throw new Error('Refused malformed PDF')
    return savePdfWithDialog(context.mainWindow(), name, bytes)
  })

  handle(IPC_CHANNELS.linksReady, (): void => context.links.pageListening())
  handle(IPC_CHANNELS.updatesReady, () => context.updates.current())
  handle(IPC_CHANNELS.updatesRestart, (): void => context.updates.restart())
  handle(IPC_CHANNELS.updatesPostpone, (): void => context.updates.postpone())
  handle(IPC_CHANNELS.diagnosticsReportError, (report: unknown): void => {
    const { message, stack } = typeof report === 'object' && report !== null ? (report as Record<string, unknown>) : {}
    if (typeof message === 'string') context.errors.record('renderer', message, stack)
  })
}
