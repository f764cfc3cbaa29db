import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { appVersion } from './config/app-version.js'
import { cspMetaPlugin } from './config/csp-meta-plugin.js'
import { loadSettings } from './src/main/settings.js'

// The shared package ships TypeScript source, so it is bundled instead of required at runtime.
const bundleShared = { exclude: ['@shoplocal/shared'] }

export default defineConfig({
  main: {
    build: { externalizeDeps: bundleShared },
    // The update feed is a build setting: an installed console never takes its updates from elsewhere.
    define: { __UPDATE_FEED_URL__: JSON.stringify(process.env.SHOPLOCAL_UPDATE_FEED_URL ?? '') },
  },
  preload: {
    build: {
      externalizeDeps: bundleShared,
      // Sandboxed preload scripts must be CommonJS in a single file.
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    plugins: [react(), cspMetaPlugin(loadSettings().apiBaseUrl)],
    define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  },
})
