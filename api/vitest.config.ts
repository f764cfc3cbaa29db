import { defineConfig } from 'vitest/config'
import { POLL } from '../scripts/testing/waits.ts'

/*
 * The API is tested from the outside: each functional file starts the real
 * server on a fresh database (SQLite, or MySQL with TEST_DB=mysql). Files run
 * one at a time; two cores do not gain from parallel servers.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    expect: { poll: POLL },
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
