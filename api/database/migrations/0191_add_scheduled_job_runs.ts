import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * One row per periodic job: besides its lease (locked_until, now with the holder's name) when it is next due,
 * when it last started and finished, how many times it has run and the last run's error, for /api/health.
 */
export default class extends BaseSchema {
  protected tableName = 'scheduled_job_leases'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('holder', 120).nullable()
      table.dateTime('next_run_at').nullable()
      table.dateTime('last_started_at').nullable()
      table.dateTime('last_finished_at').nullable()
      table.text('last_error').nullable()
      table.integer('runs').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumns('holder', 'next_run_at', 'last_started_at', 'last_finished_at', 'last_error', 'runs')
    })
  }
}
