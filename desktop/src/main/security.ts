import type { Session, WebContents } from 'electron'
import { decideNavigation, decidePermission, decideWindowOpen, opensExternally, withContentSecurityPolicy } from './security-policy.js'

/**
 * Session-wide rules: every response gets our CSP and every permission request is refused. The
 * policy is read per response because the admin can point the console at another API.
 */
export function secureSession(session: Session, contentSecurityPolicy: () => string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, contentSecurityPolicy()) })
  })
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(decidePermission()))
  session.setPermissionCheckHandler(() => decidePermission())
}

/**
 * Applied to every web contents the app creates, so none can open, navigate or embed elsewhere; an outside web
 * page or mail address the admin clicks opens in the system's own program.
 */
export function secureWebContents(contents: WebContents, appUrl: string, openExternal: (url: string) => void): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (opensExternally(url)) openExternal(url)
    return decideWindowOpen()
  })
  contents.on('will-navigate', (event) => {
    if (decideNavigation(event.url, appUrl) === 'allow') return
    event.preventDefault()
    if (opensExternally(event.url)) openExternal(event.url)
  })
  contents.on('will-redirect', (event) => {
    if (decideNavigation(event.url, appUrl) === 'deny') event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
}
