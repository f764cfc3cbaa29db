import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { appVersion } from './config/app-version.js'
import { cspMetaPlugin } from './config/csp-meta-plugin.js'
import { DEFAULT_API_BASE_URL, parseApiBaseUrl } from './src/shared/api-base-url.js'

const desktopDir = fileURLToPath(new URL('.', import.meta.url))

/** The renderer as a plain page (no Electron), for browser tests and quick UI work. */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, desktopDir, 'VITE_')
  // Same fallback as the browser bridge, so the CSP allows exactly the API the page will call.
  const apiBaseUrl = parseApiBaseUrl(env.VITE_API_URL) ?? DEFAULT_API_BASE_URL
  return {
    root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
    envDir: desktopDir,
    base: './',
    plugins: [react(), cspMetaPlugin(apiBaseUrl)],
    define: { __APP_VERSION__: JSON.stringify(appVersion()) },
    build: {
      outDir: fileURLToPath(new URL('./dist-web', import.meta.url)),
      emptyOutDir: true,
      // AG Grid alone is about 750 kB; it is its own chunk, loaded only when a grid tab opens.
      chunkSizeWarningLimit: 800,
    },
  }
})
