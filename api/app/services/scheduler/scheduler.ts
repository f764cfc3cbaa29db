/*
 * One way to run periodic work. Each job has a row in scheduled_job_leases; a process runs a job only after
 * one conditional UPDATE gave it the row's lease (free or expired, and the job due), so one process at a
 * time runs it whichever of them looks first. The lease ends when the run ends; a process killed mid-run
 * keeps it until locked_until, after which any other process takes the job over.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { countOf, fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'
import { recordJobRun } from '#services/system/metrics'

export interface ScheduledJob {
  /** The row's name, also what `node ace scheduler:run` takes. */
  name: string
  /** Time from one run's start to the next; 0 leaves the job to be run by hand only. */
  everyMs: number
  /** How long a run may take before its holder is taken for dead and another process may run the job. */
  leaseMs: number
  run(): Promise<unknown>
}

export interface JobStatus {
  name: string
  everyMs: number
  lastStartedAt: string | null
  lastFinishedAt: string | null
  nextRunAt: string | null
  lastError: string | null
  runs: number
  /** Whether a process holds its lease now (which one stays private: the report is public). */
  running: boolean
}

/** This process, as it names itself in a lease. */
const HOLDER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

const TABLE = 'scheduled_job_leases'
const ERROR_MAX = 2000

/** Adds a row for each job not seen before, first due one interval from now; a row with no due time gets one. */
export async function registerJobs(jobs: ScheduledJob[], now = new Date()): Promise<void> {
  for (const job of jobs) {
    const firstRun = toSqlDateTime(new Date(now.getTime() + job.everyMs))
    await db.table(TABLE).knexQuery.insert({ name: job.name, next_run_at: firstRun, runs: 0 }).onConflict('name').ignore()
    await db.from(TABLE).where('name', job.name).whereNull('next_run_at').update({ next_run_at: firstRun })
  }
}

/** Takes the job's lease if nobody holds it (or the holder's lease ran out) and, unless by hand, it is due. */
async function takeLease(job: ScheduledJob, now: Date, byHand: boolean): Promise<boolean> {
  const at = toSqlDateTime(now)
  const query = db
    .from(TABLE)
    .where('name', job.name)
    .where((free) => free.whereNull('locked_until').orWhere('locked_until', '<=', at))
  if (!byHand) query.where('next_run_at', '<=', at)
  const taken = await query.update({
    locked_until: toSqlDateTime(new Date(now.getTime() + job.leaseMs)),
    holder: HOLDER,
    last_started_at: at,
    runs: db.raw('runs + 1'),
  })
  return Number(taken) > 0
}

/** A run's end: the lease freed and, for a whole run of the job, its next run an interval after this one began. */
async function finish(job: ScheduledJob, startedAt: Date, error: unknown, reschedule: boolean): Promise<void> {
  const message = error === null ? null : String(error instanceof Error ? error.message : error).slice(0, ERROR_MAX)
  const next = reschedule ? { next_run_at: toSqlDateTime(new Date(startedAt.getTime() + Math.max(job.everyMs, 0))) } : {}
  await db
    .from(TABLE)
    .where('name', job.name)
    .where('holder', HOLDER)
    .update({ locked_until: null, holder: null, last_finished_at: toSqlDateTime(new Date()), last_error: message, ...next })
}

/** How a run under the lease went: what the job answered, or what it threw (the lease is freed either way). */
export type RunResult<T> = { failed: false; outcome: T } | { failed: true; error: unknown }

async function runLeased<T>(job: ScheduledJob, startedAt: Date, work: () => Promise<T>, reschedule = true): Promise<RunResult<T>> {
  try {
    const outcome = await work()
    await finish(job, startedAt, null, reschedule)
    recordJobRun(job.name, false)
    logger.info({ job: job.name, outcome }, 'scheduled job ran')
    return { failed: false, outcome }
  } catch (error) {
    await finish(job, startedAt, error, reschedule)
    recordJobRun(job.name, true)
    logger.error({ err: error, job: job.name }, 'scheduled job failed; it runs again when next due')
    return { failed: true, error }
  }
}

/** Runs each due job whose lease this process wins, one after another; returns how many it ran. */
export async function runDueJobs(jobs: ScheduledJob[], now = new Date()): Promise<number> {
  let ran = 0
  for (const job of jobs) {
    if (job.everyMs <= 0 || !(await takeLease(job, now, false))) continue
    await runLeased(job, now, () => job.run())
    ran++
  }
  return ran
}

/**
 * Runs one job now, due or not; null when another process holds its lease (it is running there). `part`, when
 * given, is what runs instead of the whole job under the job's lease (one of its steps, or the job as of another
 * moment): it leaves the job's next run where it was.
 */
export async function runJobNow<T = unknown>(job: ScheduledJob, part?: () => Promise<T>): Promise<RunResult<T> | null> {
  const now = new Date()
  await registerJobs([job], now)
  if (!(await takeLease(job, now, true))) return null
  return runLeased(job, now, part ?? (() => job.run() as Promise<T>), part === undefined)
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : fromSqlDateTime(value).toISOString())

/** Every job's last and next run, for the health report. */
export async function jobStatuses(jobs: ScheduledJob[]): Promise<JobStatus[]> {
  const rows = await db.from(TABLE).whereIn(
    'name',
    jobs.map((job) => job.name),
  )
  const byName = new Map(rows.map((row) => [String(row.name), row]))
  const now = Date.now()
  return jobs.map((job) => {
    const row = byName.get(job.name)
    const lockedUntil = row?.locked_until ? fromSqlDateTime(row.locked_until).getTime() : 0
    return {
      name: job.name,
      everyMs: job.everyMs,
      lastStartedAt: isoOrNull(row?.last_started_at ?? null),
      lastFinishedAt: isoOrNull(row?.last_finished_at ?? null),
      nextRunAt: isoOrNull(row?.next_run_at ?? null),
      lastError: row?.last_error ?? null,
      runs: countOf(row, 'runs'),
      running: lockedUntil > now,
    }
  })
}
