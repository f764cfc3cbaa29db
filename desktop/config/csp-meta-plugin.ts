import type { Plugin } from 'vite'
import { buildContentSecurityPolicy, httpOrigin } from '../src/shared/csp.js'

/**
 * Writes the CSP into built pages as a <meta> tag. The browser build has no other way to carry
 * one, and in Electron it backs up the response header for file:// pages. Build-only: the dev
 * server needs inline scripts for React refresh.
 */
export function cspMetaPlugin(apiBaseUrl: string): Plugin {
  const policy = buildContentSecurityPolicy({ apiOrigin: httpOrigin(apiBaseUrl), forMetaTag: true })
  return {
    name: 'shoplocal:csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  }
}
