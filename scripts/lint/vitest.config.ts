import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['*.test.ts'],
    // The first lint loads the whole config and its plugins, which takes seconds on a busy CI machine.
    testTimeout: 60_000,
  },
})
