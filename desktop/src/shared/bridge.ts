/**
 * The contract between the renderer and whatever hosts it: the Electron preload (window.shoplocal)
 * or the browser fallback. Types only, so every side can import it without pulling in code.
 */
import type { ConsoleLink } from '@shoplocal/shared/rules'
import type { AdminAuthUser } from '@shoplocal/shared/types'

/**
 * Where the admin's token is kept: the OS keychain (signed in across starts), memory only (a computer without a
 * keychain: sign in at every start), or the browser tab's session (the console served as a page).
 */
export type TokenStorage = 'keychain' | 'memory' | 'session'

export interface AppInfo {
  version: string
  /** Base URL of the ShopLocal API, without a trailing slash, e.g. http://localhost:3333 */
  apiBaseUrl: string
  /** True on the first run of the installed app, before anyone has confirmed the API address. */
  needsSetup: boolean
  /** The browser build is tied to the API it was built for; only the app can switch. */
  canChangeApiBaseUrl: boolean
  tokenStorage: TokenStorage
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiRequest {
  method: ApiMethod
  /** Path under the API base URL; always starts with /api/ */
  path: string
  /** Sent as JSON when present */
  body?: unknown
}

/**
 * A plain, cloneable result: HTTP failures are data, not exceptions, because errors thrown across
 * Electron IPC lose their type and get their message rewritten.
 */
export type ApiResult = { type: 'response'; status: number; statusText: string; body: string } | { type: 'network-error'; message: string }

/** Outcome of a sign-in; the token itself never appears here. */
export type SignInResult =
  | { type: 'signed-in'; user: AdminAuthUser }
  /** Right password, but the account is not an admin: the console shows Access Denied, not the sign-in error. */
  | { type: 'access-denied'; message: string }
  | { type: 'failed'; message: string }

/** A file the API serves (a proof of payment): its bytes and type on success, the error text otherwise. */
export type ApiFileResult =
  | { type: 'file'; status: number; contentType: string; bytes: Uint8Array }
  | { type: 'response'; status: number; statusText: string; body: string }
  | { type: 'network-error'; message: string }

/** `ended`: a token was held but the API refused it (expired, revoked, account suspended), so the admin is told why. */
/** `unreadable`: the token kept from an earlier run could not be decrypted (the keychain changed) and was dropped. */
export type AuthStatus = { type: 'signed-in'; user: AdminAuthUser } | { type: 'signed-out'; ended?: boolean; unreadable?: boolean }

/** An update downloaded in the background and waiting for the admin to choose "Restart to update". */
export type UpdateState = { type: 'none' } | { type: 'ready'; version: string }

/** An uncaught error of the page, kept in the app's local error log. */
export interface ErrorReport {
  message: string
  stack?: string
}

export interface SaveFileResult {
  /** False when the admin closed the save dialog. */
  saved: boolean
}

export interface ShopLocalBridge {
  app: {
    getInfo(): Promise<AppInfo>
  }
  settings: {
    /** Validates and stores the API address; resolves with the new app info. */
    setApiBaseUrl(url: string): Promise<AppInfo>
  }
  auth: {
    signIn(email: string, password: string): Promise<SignInResult>
    /** With the code POST /api/auth/sign-in-code mailed to the address. */
    signInWithCode(email: string, code: string): Promise<SignInResult>
    /** Revokes the token on the server (best effort) and forgets it locally. */
    signOut(): Promise<void>
    /** Asks the API who the stored token belongs to; a rejected token counts as signed out. */
    status(): Promise<AuthStatus>
  }
  api: {
    /** Sent with the admin's token when one is held. */
    request(request: ApiRequest): Promise<ApiResult>
    /** A GET of a file (a proof of payment), with the admin's token; bytes cross IPC as a Uint8Array. */
    requestFile(path: string): Promise<ApiFileResult>
  }
  files: {
    /** A native save dialog in the app, a download in the browser. */
    saveCsv(fileName: string, content: string): Promise<SaveFileResult>
    /** A PDF the API served (a receipt), saved the same way: a native save dialog in the app, a download in the browser. */
    savePdf(fileName: string, bytes: Uint8Array): Promise<SaveFileResult>
  }
  links: {
    /** Cases opened from `shoplocal-admin://` links, the one that started the app included; returns the unsubscribe. */
    subscribe(listener: (link: ConsoleLink) => void): () => void
  }
  updates: {
    subscribe(listener: (state: UpdateState) => void): () => void
    /** Quits and installs the downloaded update: only ever on the admin's word. */
    restart(): Promise<void>
    /** Hides the offer until the next check finds the update again. */
    postpone(): Promise<void>
  }
  diagnostics: {
    reportError(report: ErrorReport): void
  }
}

/** IPC channel names, shared so main and preload cannot drift apart. */
export const IPC_CHANNELS = {
  appGetInfo: 'app:get-info',
  settingsSetApiBaseUrl: 'settings:set-api-base-url',
  authSignIn: 'auth:sign-in',
  authSignInWithCode: 'auth:sign-in-with-code',
  authSignOut: 'auth:sign-out',
  authStatus: 'auth:status',
  apiRequest: 'api:request',
  apiRequestFile: 'api:request-file',
  filesSaveCsv: 'files:save-csv',
  filesSavePdf: 'files:save-pdf',
  linksReady: 'links:ready',
  linksOpen: 'links:open',
  updatesReady: 'updates:ready',
  updatesState: 'updates:state',
  updatesRestart: 'updates:restart',
  updatesPostpone: 'updates:postpone',
  diagnosticsReportError: 'diagnostics:report-error',
} as const
