import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { POLL } from '../scripts/testing/waits.ts'

// A plain Vitest config on purpose: the units under test are TypeScript modules, not Astro components,
// so Astro's Vite plugins are not loaded. The end-to-end suite builds and runs the real site itself.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // The e2e suite builds the site and boots two servers; its hooks need more than the default 10 s.
    hookTimeout: 120_000,
    // Two files at a time even on two cores, where Vitest's default is one (cores - 1): an e2e file spends most of its
    // time waiting (pages loading, the network falling quiet, its API answering), and a second file's API, site and
    // Chromium fill that time. 2026-11-29, the 19 e2e files other than accessibility, notifications, engagement and
    // near-me, with other jobs on the machine: 229 s one at a time, 164 s two at a time. Bigger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    expect: { poll: POLL },
  },
})
