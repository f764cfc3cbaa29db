import { defineConfig, stores } from '@adonisjs/limiter'
import type { InferLimiters } from '@adonisjs/limiter/types'

/*
 * Rate-limit counters live in the database (rate_limits table) so every API
 * process shares them; nothing assumes a single process, since the API is
 * run as several behind a load balancer.
 */
const limiterConfig = defineConfig({
  default: 'database',
  stores: {
    database: stores.database({ tableName: 'rate_limits', clearExpiredByTimeout: true }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
