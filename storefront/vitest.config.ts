import { defineConfig } from 'vitest/config'

// A plain Vitest config on purpose: the units under test are TypeScript modules, not Astro components,
// so Astro's Vite plugins are not loaded. The end-to-end suite builds and runs the real site itself.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // The e2e suite builds the site and boots two servers; its hooks need more than the default 10 s.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
})
