import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'

export interface Health {
  status: 'ok' | 'degraded'
  database: 'ok' | 'unreachable'
  connection: string
  version: string
  uptimeSeconds: number
}

/** Reports whether the database answers a trivial query, and the API's version. */
export async function checkHealth(): Promise<Health> {
  const connection = db.primaryConnectionName
  let database: Health['database'] = 'ok'
  try {
    await db.rawQuery('select 1')
  } catch {
    database = 'unreachable'
  }
  return {
    status: database === 'ok' ? 'ok' : 'degraded',
    database,
    connection,
    version: app.version?.toString() ?? '0.0.0',
    uptimeSeconds: Math.round(process.uptime()),
  }
}
