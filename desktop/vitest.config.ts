import { defineConfig } from 'vitest/config'
import { POLL } from '../scripts/testing/waits.ts'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    expect: { poll: POLL },
  },
})
