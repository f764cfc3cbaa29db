import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { findJob, SCHEDULED_JOBS } from '#services/scheduler/jobs'
import { runByHand } from '#services/scheduler/run_by_hand'

/*
 * Runs one periodic job now, whether due or not, under its lease (so never beside a web process running the
 * same job), and records the run as the schedule would: `node ace scheduler:run guest_session_purge`.
 */
export default class SchedulerRun extends BaseCommand {
  static commandName = 'scheduler:run'
  static description = `Run one periodic job now (${SCHEDULED_JOBS.map((job) => job.name).join(', ')})`
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The job to run' })
  declare job: string

  async run() {
    const job = findJob(this.job)
    if (!job) {
      this.logger.error(`No job "${this.job}"; the jobs are ${SCHEDULED_JOBS.map((known) => known.name).join(', ')}`)
      this.exitCode = 1
      return
    }
    this.exitCode = await runByHand(job.name, this.logger, () => `${job.name} ran (its outcome is in the log and in /api/health)`)
  }
}
