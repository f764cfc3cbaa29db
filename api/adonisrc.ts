import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [() => import('@adonisjs/core/commands'), () => import('@adonisjs/lucid/commands'), () => import('@adonisjs/bouncer/commands')],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    { file: () => import('#providers/search_provider'), environment: ['web'] },
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    { file: () => import('#start/listeners'), environment: ['web'] },
    { file: () => import('#start/visit_counting'), environment: ['web'] },
    { file: () => import('#start/scheduler'), environment: ['web'] },
    { file: () => import('#start/idle_collection'), environment: ['web'] },
    { file: () => import('#start/metrics'), environment: ['web'] },
  ],

  metaFiles: [],
})
