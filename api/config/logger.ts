import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

/*
 * One JSON object per line (pino's own) in production and wherever LOG_FORMAT=json asks for it (the cluster):
 * what a log collector reads. Development prints them readably instead.
 */
const jsonLines = (env.get('LOG_FORMAT') ?? (app.inProduction ? 'json' : 'pretty')) === 'json'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: env.get('APP_NAME') ?? 'shoplocal-api',
      level: env.get('LOG_LEVEL') ?? 'info',
      transport: {
        targets: targets()
          .pushIf(!jsonLines, targets.pretty())
          .pushIf(jsonLines, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
