import { readFileSync } from 'node:fs'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { waitingVisits } from '#services/catalogue/visit_batch'
import { searchReady } from '#services/search/search_backend'
import { isDraining } from '#services/system/draining'
import { SCHEDULED_JOBS } from '#services/scheduler/jobs'
import { jobStatuses, type JobStatus } from '#services/scheduler/scheduler'

export interface Health {
  status: 'ok' | 'degraded'
  database: 'ok' | 'unreachable'
  connection: string
  version: string
  uptimeSeconds: number
  /** Shop page views this process has taken and not yet counted. */
  visitsWaiting: number
  /** Each periodic job's last run, next run and last error (empty when the database does not answer). */
  jobs: JobStatus[]
  /** Whether this process answers searches yet (it loads its snapshot or builds its index after starting). */
  search: 'ready' | 'starting'
}

const VERSION: string = JSON.parse(readFileSync(app.makePath('package.json'), 'utf8')).version

/** Reports whether the database answers a trivial query, and the API's version. */
export async function checkHealth(): Promise<Health> {
  let database: Health['database'] = 'ok'
  let jobs: JobStatus[] = []
  try {
    await db.rawQuery('select 1')
    jobs = await jobStatuses(SCHEDULED_JOBS)
  } catch {
    database = 'unreachable'
  }
  return {
    status: database === 'ok' ? 'ok' : 'degraded',
    database,
    connection: db.primaryConnectionName,
    version: VERSION,
    uptimeSeconds: Math.round(process.uptime()),
    visitsWaiting: waitingVisits(),
    jobs,
    search: searchReady() ? 'ready' : 'starting',
  }
}

interface Readiness {
  ready: boolean
  database: 'ok' | 'unreachable'
  search: 'ready' | 'starting'
  draining: boolean
}

/** Whether a proxy may send this process traffic: the database answers, the search index is loaded and it is not stopping. */
export async function checkReadiness(): Promise<Readiness> {
  const draining = isDraining()
  const search = searchReady() ? 'ready' : 'starting'
  let database: Readiness['database'] = 'ok'
  try {
    await db.rawQuery('select 1')
  } catch {
    database = 'unreachable'
  }
  return { ready: !draining && database === 'ok' && search === 'ready', database, search, draining }
}
