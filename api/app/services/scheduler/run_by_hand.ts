/*
 * The one way an ace command runs a periodic job (or one step of it): under the job's lease, as
 * `scheduler:run` does, so a command never runs a job beside a web process or another command running it.
 */
import { schedulerSettings } from '#config/scheduler'
import { findJob } from '#services/scheduler/jobs'
import { runJobNow } from '#services/scheduler/scheduler'

const RETRY_MS = 250

/** Where a command prints what happened (its ace logger). */
export interface HandRunReport {
  info(message: string): void
  error(message: string): void
}

/**
 * Runs job `name` now (or `part` of it under its lease); prints `describe(outcome)`, or why it did not run.
 * Answers the command's exit code.
 */
export async function runByHand<T>(
  name: string,
  report: HandRunReport,
  describe: (outcome: T) => string,
  part?: () => Promise<T>,
): Promise<number> {
  const job = findJob(name)
  if (!job) throw new Error(`No scheduled job "${name}" (services/scheduler/jobs.ts)`)
  // A web process may be running the job this moment (each runs due jobs as it starts): wait for it to end.
  const deadline = Date.now() + schedulerSettings.handWaitMs
  let result = await runJobNow<T>(job, part)
  while (!result && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    result = await runJobNow<T>(job, part)
  }
  if (!result) {
    report.error(`${name} is running in another process now; try again when it has finished`)
    return 1
  }
  if (result.failed) {
    report.error(`${name} failed: ${result.error instanceof Error ? result.error.message : String(result.error)}`)
    return 1
  }
  report.info(describe(result.outcome))
  return 0
}
