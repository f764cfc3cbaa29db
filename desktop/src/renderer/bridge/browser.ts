import {
  fetchAdminStatus,
  requestAdminToken,
  requestAdminTokenByCode,
  revokeAdminToken,
  bearerHeader,
  type SendApiRequest,
} from '../../shared/admin-auth'
import { DEFAULT_API_BASE_URL, parseApiBaseUrl } from '../../shared/api-base-url'
import { apiUrl, sendApiRequest, sendFileRequest } from '../../shared/api-request'
import { parseConsoleLink } from '@shoplocal/shared/rules'
import type { ShopLocalBridge } from '../../shared/bridge'
import { yieldToEventLoop } from '../lib/csv-export'

/**
 * Where the page looks for the API: `?api=` (handy when testing against another server), then the
 * build-time VITE_API_URL, then the local default. Malformed values are skipped, not trusted.
 */
export function resolveBrowserApiBaseUrl(search: string, configured: string | undefined): string {
  const fromQuery = parseApiBaseUrl(new URLSearchParams(search).get('api'))
  return fromQuery ?? parseApiBaseUrl(configured) ?? DEFAULT_API_BASE_URL
}

/** Where the page keeps its token: this tab only, gone when the tab closes. */
type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
const TOKEN_KEY = 'shoplocal.admin-token'

/** In-memory storage, for tests and for pages where sessionStorage is unavailable. */
export function memoryStorage(): TokenStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

interface BrowserBridgeOptions {
  version: string
  apiBaseUrl: string
  storage?: TokenStorage
  /** Hands the finished file to the browser; the default clicks a download link. */
  download?: (fileName: string, content: string) => void | Promise<void>
  /** A `shoplocal-admin://` link the page was opened with (`?link=`), as the installed app is by a click. */
  startLink?: string | null
}

/** Characters encoded per step when a file is turned into bytes. */
const ENCODE_SLICE = 1 << 20

/**
 * The file's bytes, a slice at a time with a turn of the event loop between slices: turning a
 * 10 MB export into a Blob in one call holds the page for a noticeable moment. A slice never ends
 * between the two halves of a surrogate pair, so every character is encoded whole.
 */
async function encodeInSlices(content: string): Promise<Uint8Array<ArrayBuffer>[]> {
  const encoder = new TextEncoder()
  const slices: Uint8Array<ArrayBuffer>[] = []
  for (let start = 0; start < content.length;) {
    let end = Math.min(start + ENCODE_SLICE, content.length)
    const last = content.charCodeAt(end - 1)
    if (end < content.length && last >= 0xd800 && last <= 0xdbff) end -= 1
    slices.push(encoder.encode(content.slice(start, end)))
    start = end
    await yieldToEventLoop()
  }
  return slices
}

async function downloadFile(fileName: string, content: string): Promise<void> {
  downloadBlob(fileName, new Blob(await encodeInSlices(content), { type: 'text/csv;charset=utf-8' }))
}

function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // Revoked on the next tick: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * The bridge for a plain page: the same contract as Electron's, implemented with fetch. The token
 * stays in this tab's sessionStorage (never localStorage), which is as far as a page can keep it.
 */
export function createBrowserBridge({
  version,
  apiBaseUrl,
  storage = memoryStorage(),
  download = downloadFile,
  startLink = null,
}: BrowserBridgeOptions): ShopLocalBridge {
  const send: SendApiRequest = (request, headers) => sendApiRequest(apiUrl(apiBaseUrl, request.path), request, headers)
  const token = () => storage.getItem(TOKEN_KEY)
  const info = { version, apiBaseUrl, needsSetup: false, canChangeApiBaseUrl: false, tokenStorage: 'session' as const }
  let pendingLink = parseConsoleLink(startLink)
  return {
    app: {
      getInfo: () => Promise.resolve({ ...info }),
    },
    settings: {
      setApiBaseUrl: () => Promise.reject(new Error('This page is built for one API; open it with ?api= instead')),
    },
    auth: {
      signIn: async (email, password) => {
        const { result, token: issued } = await requestAdminToken(send, email, password)
        if (issued) storage.setItem(TOKEN_KEY, issued)
        return result
      },
      signInWithCode: async (email, code) => {
        const { result, token: issued } = await requestAdminTokenByCode(send, email, code)
        if (issued) storage.setItem(TOKEN_KEY, issued)
        return result
      },
      signOut: async () => {
        const held = token()
        storage.removeItem(TOKEN_KEY)
        await revokeAdminToken(send, held).catch(() => undefined)
      },
      status: async () => {
        const { status, tokenRejected } = await fetchAdminStatus(send, token())
        if (tokenRejected) storage.removeItem(TOKEN_KEY)
        return status
      },
    },
    api: {
      request: (request) => {
        const held = token()
        return send(request, held ? bearerHeader(held) : {})
      },
      requestFile: (path) => {
        const held = token()
        return sendFileRequest(apiUrl(apiBaseUrl, path), held ? bearerHeader(held) : {})
      },
    },
    files: {
      saveCsv: async (fileName, content) => {
        await download(fileName, content)
        return { saved: true }
      },
      savePdf: (fileName, bytes) => {
        downloadBlob(fileName, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }))
        return Promise.resolve({ saved: true })
      },
    },
    links: {
      subscribe: (listener) => {
        const link = pendingLink
        pendingLink = null
        if (link) queueMicrotask(() => listener(link))
        return () => undefined
      },
    },
    // A page is updated by reloading it, and a browser keeps its own error console.
    updates: {
      subscribe: () => () => undefined,
      restart: () => Promise.resolve(),
      postpone: () => Promise.resolve(),
    },
    diagnostics: {
      reportError: () => undefined,
    },
  }
}
